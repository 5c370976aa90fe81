import type { LanguageCode } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { hasMessageRef, insertMessage } from './inbox.repository.js';
import { type MemberNotice, renderNotice } from './inbox-templates.js';

/**
 * Writing messages: the platform's notices to one member (other modules call notifyMember in
 * their own transaction, so a notice comes with what it reports or not at all), and an
 * operator's message to one member or the whole site.
 */

/**
 * Writes the platform's notice of an event to a member. With a `ref` (the event's natural key)
 * a second call for the same event writes nothing. Answers the message id.
 */
export const notifyMember = (
  ctx: SiteCtx,
  memberId: number,
  notice: MemberNotice,
  ref: string | null = null,
): Promise<number> =>
  insertMessage(ctx.db, {
    merchantId: ctx.site.id,
    audience: 'member',
    memberId,
    kind: notice.kind,
    ref,
    at: ctx.now(),
    texts: renderNotice(ctx.site, notice),
  });

/** An operator's message: its title and HTML body in each language it is written in. */
export interface OperatorMessage {
  /**
   * One member, every member of the site (those who are members when it is sent), or the
   * members at a VIP level (those at it when they read, members when it was sent).
   */
  to: { memberId: number } | { vipLevel: number } | 'site';
  texts: Partial<Record<LanguageCode, { title: string; content: string }>>;
  /** A natural key: the same message is sent once. */
  ref?: string;
}

/** Sends an operator's message (the back office's door; the demo seed sends one). */
export const sendOperatorMessage = (ctx: SiteCtx, message: OperatorMessage): Promise<number> => {
  const texts = Object.entries(message.texts).flatMap(([language, text]) =>
    text ? [{ language, title: text.title, content: text.content }] : [],
  );
  if (texts.length === 0) throw new Error('an operator message needs a text');
  const to = message.to;
  return insertMessage(ctx.db, {
    merchantId: ctx.site.id,
    audience: to === 'site' ? 'site' : 'vipLevel' in to ? 'vip' : 'member',
    memberId: to !== 'site' && 'memberId' in to ? to.memberId : null,
    vipLevel: to !== 'site' && 'vipLevel' in to ? to.vipLevel : null,
    kind: 'operator',
    ref: message.ref ?? null,
    at: ctx.now(),
    texts,
  });
};

/** Whether the site has sent a message of this natural key (the demo seed's check). */
export const hasSentMessage = ({ db, site }: SiteCtx, ref: string): Promise<boolean> =>
  hasMessageRef(db, site.id, ref);
