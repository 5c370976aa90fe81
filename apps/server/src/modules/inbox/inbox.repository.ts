import type { InboxKind } from '@lotto/contract';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { InboxAudience, InboxMessagesTable, InboxStatesTable } from './inbox.tables.js';

type Db = Kysely<Database>;
type Eb = ExpressionBuilder<Database & { m: InboxMessagesTable; s: InboxStatesTable }, 'm' | 's'>;

/** A member whose inbox is read: the site, the member, and since when they are a member. */
export interface Reader {
  merchantId: number;
  memberId: number;
  /** Site-wide messages reach those who were members when they were sent. */
  memberSince: number;
  /** The member's VIP level now: a level's messages reach those at it (0: none). */
  vipLevel: number;
}

/** The messages the reader receives (see InboxAudience), less those the reader deleted. */
const receives = (eb: Eb, reader: Reader) =>
  eb.and([
    eb('m.merchant_id', '=', reader.merchantId),
    eb.or([
      eb.and([eb('m.audience', '=', 'member'), eb('m.member_id', '=', reader.memberId)]),
      eb.and([eb('m.audience', '=', 'site'), eb('m.created_at', '>=', reader.memberSince)]),
      // A level's messages reach the members at it now, as far back as they are members.
      eb.and([
        eb('m.audience', '=', 'vip'),
        eb('m.vip_level', '=', reader.vipLevel),
        eb('m.created_at', '>=', reader.memberSince),
      ]),
    ]),
    eb('s.deleted_at', 'is', null),
  ]);

/** The messages with the reader's own state beside each (null columns: no state yet). */
const withState = (db: Db, reader: Reader) =>
  db
    .selectFrom('inbox_messages as m')
    .leftJoin('inbox_states as s', (join) =>
      join.onRef('s.message_id', '=', 'm.id').on('s.member_id', '=', reader.memberId),
    )
    .where((eb) => receives(eb, reader));

export interface MessageRow {
  id: number;
  kind: InboxKind;
  created_at: number;
  read_at: number | null;
}

const COLUMNS = ['m.id', 'm.kind', 'm.created_at', 's.read_at'] as const;

/** One page of the reader's messages, newest first, and how many there are in all. */
export const findMessagePage = async (
  db: Db,
  reader: Reader,
  page: { offset: number; limit: number },
): Promise<{ rows: MessageRow[]; total: number }> => {
  const rows = await withState(db, reader)
    .select(COLUMNS)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const counted = await withState(db, reader)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return { rows: rows.map(toRow), total: Number(counted?.n ?? 0) };
};

const toRow = (r: { id: number; kind: InboxKind; created_at: number; read_at: number | null }) => ({
  id: r.id,
  kind: r.kind,
  created_at: Number(r.created_at),
  read_at: r.read_at === null ? null : Number(r.read_at),
});

/** One message the reader receives and has not deleted, or undefined. */
export const findMessage = async (db: Db, reader: Reader, id: number) => {
  const row = await withState(db, reader).select(COLUMNS).where('m.id', '=', id).executeTakeFirst();
  return row && toRow(row);
};

/** How many of the reader's messages the reader has not opened. */
export const countUnread = async (db: Db, reader: Reader): Promise<number> => {
  const row = await withState(db, reader)
    .where('s.read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

/** The texts of the given messages, every language. */
export const findTexts = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('inbox_message_texts')
        .select(['message_id', 'language', 'title', 'content'])
        .where('message_id', 'in', [...ids])
        .execute();

/** Sets a state column of the member's if it is not set yet; the first time stays. */
export const markState = async (
  db: Db,
  state: { memberId: number; messageId: number; at: number },
  column: 'read_at' | 'deleted_at',
): Promise<void> => {
  await db
    .insertInto('inbox_states')
    .values({ member_id: state.memberId, message_id: state.messageId, [column]: state.at })
    .onConflict((oc) => oc.columns(['member_id', 'message_id']).doNothing())
    .execute();
  await db
    .updateTable('inbox_states')
    .set({ [column]: state.at })
    .where('member_id', '=', state.memberId)
    .where('message_id', '=', state.messageId)
    .where(column, 'is', null)
    .execute();
};

export interface NewMessage {
  merchantId: number;
  audience: InboxAudience;
  memberId: number | null;
  vipLevel?: number | null;
  kind: InboxKind;
  ref: string | null;
  at: number;
  texts: readonly { language: string; title: string; content: string }[];
}

/**
 * Writes a message and its texts; with a `ref` the site already has, writes nothing and
 * answers that message's id (an event is reported once however often it is told).
 */
export const insertMessage = async (db: Db, message: NewMessage): Promise<number> => {
  const inserted = await db
    .insertInto('inbox_messages')
    .values({
      merchant_id: message.merchantId,
      audience: message.audience,
      member_id: message.memberId,
      vip_level: message.vipLevel ?? null,
      kind: message.kind,
      ref: message.ref,
      created_at: message.at,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'ref']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const found = await db
      .selectFrom('inbox_messages')
      .select('id')
      .where('merchant_id', '=', message.merchantId)
      .where('ref', '=', message.ref ?? '')
      .executeTakeFirstOrThrow();
    return found.id;
  }
  await db
    .insertInto('inbox_message_texts')
    .values(message.texts.map((t) => ({ message_id: inserted.id, ...t })))
    .execute();
  return inserted.id;
};

/** Whether the site has a message of this natural key (the demo seed's check). */
export const hasMessageRef = async (db: Db, merchantId: number, ref: string) =>
  (await db
    .selectFrom('inbox_messages')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('ref', '=', ref)
    .executeTakeFirst()) !== undefined;

/** Removes the members' states and the messages addressed to them alone (trial clean-up). */
export const deleteInboxOf = async (db: Db, memberIds: readonly number[]): Promise<void> => {
  if (memberIds.length === 0) return;
  const ids = [...memberIds];
  await db.deleteFrom('inbox_states').where('member_id', 'in', ids).execute();
  const own = db.selectFrom('inbox_messages').select('id').where('member_id', 'in', ids);
  await db.deleteFrom('inbox_states').where('message_id', 'in', own).execute();
  await db.deleteFrom('inbox_message_texts').where('message_id', 'in', own).execute();
  await db.deleteFrom('inbox_messages').where('member_id', 'in', ids).execute();
};
