import type {
  AgreementBody,
  AgreementView,
  HelpDevice,
  HelpEntryBody,
  HelpEntryView,
  LanguageCode,
} from '@lotto/contract';
import { SUPPORTED_LANGUAGES } from '@lotto/contract';
import { type SiteCtx, transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import { auditedDelete, auditedUpdate, type ContentAudit } from '../../operator-content/audit.js';
import { sanitizeHtml } from '../../operator-content/sanitize-html.js';
import { siteTexts } from '../../operator-content/site-texts.js';
import {
  deleteAgreementsOutside,
  deleteHelpEntryRows,
  findAllHelpTexts,
  findHelpEntryRow,
  findSiteHelpEntries,
  updateHelpEntryRows,
} from './help.admin.repository.js';
import { findUserAgreements, insertHelpEntry, upsertUserAgreement } from './help.repository.js';

/**
 * The back office's help centre and user agreement (content.manage): its routes hand over the
 * audit writer, called in each edit's transaction. Members read both straight from the
 * database, so an edit shows on every process at its next request.
 */

type Row = NonNullable<Awaited<ReturnType<typeof findHelpEntryRow>>>;
type TextRow = Awaited<ReturnType<typeof findAllHelpTexts>>[number];
type Texts = HelpEntryBody['texts'];

const viewOf = (row: Row, texts: readonly TextRow[]): HelpEntryView => ({
  id: row.id,
  device: row.device,
  sort: Number(row.sort),
  createdAt: Number(row.created_at),
  texts: Object.fromEntries(
    texts
      .filter((t) => t.entry_id === row.id)
      .map((t) => [t.language, { title: t.title, content: t.content }]),
  ),
});

/** Texts as stored: one per language the site offers, HTML cleaned, none left empty. */
const cleanTexts = (ctx: SiteCtx, texts: Texts) =>
  siteTexts(ctx.site, texts).map(([language, text]) => {
    const content = sanitizeHtml(text.content);
    if (content === '') throw new AppError('admin.content.text.empty', { language });
    return { language, title: text.title, content };
  });

export const helpEntriesOf = async (ctx: SiteCtx, device: HelpDevice) => {
  const rows = await findSiteHelpEntries(ctx.db, ctx.site.id, device);
  const texts = await findAllHelpTexts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { list: rows.map((row) => viewOf(row, texts)) };
};

const siteEntry = async (ctx: SiteCtx, id: number): Promise<HelpEntryView> => {
  const row = await findHelpEntryRow(ctx.db, ctx.site.id, id);
  if (!row) throw new AppError('admin.content.not.found');
  return viewOf(row, await findAllHelpTexts(ctx.db, [id]));
};

/** An audited edit of one help entry, read before and after as the back office shows it. */
const edit = (action: string, id: number) => ({
  action,
  targetType: 'help_entry',
  targetId: id,
  viewOf: siteEntry,
});

export const createHelpEntry = <C extends SiteCtx>(
  ctx: C,
  body: HelpEntryBody,
  audit: ContentAudit<C>,
) =>
  transaction(ctx, async (trx) => {
    const texts = cleanTexts(trx, body.texts);
    const id = await insertHelpEntry(
      trx.db,
      { merchant_id: trx.site.id, device: body.device, sort: body.sort, created_at: trx.now() },
      texts,
    );
    const after = await siteEntry(trx, id);
    await audit(trx, { action: 'help.create', targetType: 'help_entry', targetId: id, after });
    return after;
  });

export const updateHelpEntry = <C extends SiteCtx>(
  ctx: C,
  id: number,
  body: HelpEntryBody,
  audit: ContentAudit<C>,
) =>
  auditedUpdate(ctx, audit, edit('help.update', id), (trx) =>
    updateHelpEntryRows(
      trx.db,
      id,
      { device: body.device, sort: body.sort },
      cleanTexts(trx, body.texts),
    ),
  );

export const deleteHelpEntry = <C extends SiteCtx>(ctx: C, id: number, audit: ContentAudit<C>) =>
  auditedDelete(ctx, audit, edit('help.delete', id), (trx) => deleteHelpEntryRows(trx.db, id));

export const agreementOf = async (ctx: SiteCtx): Promise<AgreementView> => {
  const rows = await findUserAgreements(ctx.db, ctx.site.id, [...SUPPORTED_LANGUAGES]);
  return {
    texts: Object.fromEntries(
      rows.map((r) => [r.language as LanguageCode, { title: r.title, content: r.content }]),
    ),
    updatedAt: rows.length === 0 ? null : Math.max(...rows.map((r) => Number(r.updated_at))),
  };
};

/** Publishes the agreement in every language of the site at once (one date for all). */
export const updateAgreement = <C extends SiteCtx>(
  ctx: C,
  body: AgreementBody,
  audit: ContentAudit<C>,
) =>
  transaction(ctx, async (trx) => {
    const before = await agreementOf(trx);
    const texts = cleanTexts(trx, body.texts);
    for (const text of texts) {
      await upsertUserAgreement(trx.db, {
        merchant_id: trx.site.id,
        ...text,
        updated_at: trx.now(),
      });
    }
    await deleteAgreementsOutside(trx.db, trx.site.id, trx.site.languages);
    const after = await agreementOf(trx);
    await audit(trx, {
      action: 'agreement.update',
      targetType: 'user_agreement',
      targetId: trx.site.id,
      before,
      after,
    });
    return after;
  });
