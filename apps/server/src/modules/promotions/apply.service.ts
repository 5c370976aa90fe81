import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PROMOTION_APPLY, type PromotionStatus } from '@lotto/contract';
import { fileTypeFromBuffer } from 'file-type';
import { type MemberCtx, transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import type { UploadedFile } from '../../routing/multipart-body.js';
import { periodOf } from './promotion-rules.js';
import { ensureEntry } from './promotions.repository.js';
import { requireOpenFor, requirePromotion } from './promotions.service.js';

/**
 * The apply form of manual promotions (spec/02 section 5): a comment and up to 3 png or jpg
 * images of at most 5 MB each, the type decided from the bytes. Images are kept under the
 * upload directory (outside the web root) by random names and served to their owner only.
 * The application then waits for an operator (status process).
 */

const ACCEPTED: readonly string[] = PROMOTION_APPLY.imageTypes;
const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };
const FOLDER = 'promotion-applications';

interface CheckedImage {
  bytes: Buffer;
  mime: string;
}

/** Refuses too many, too large or not-png/jpg images, before anything is written. */
export const checkImages = async (files: readonly UploadedFile[]): Promise<CheckedImage[]> => {
  if (files.length > PROMOTION_APPLY.imagesMax) throw new AppError('promotion.images.too.many');
  const checked: CheckedImage[] = [];
  for (const file of files) {
    if (file.truncated || file.bytes.length > PROMOTION_APPLY.imageMaxBytes) {
      throw new AppError('promotion.image.too.large');
    }
    const type = await fileTypeFromBuffer(file.bytes);
    if (!type || !ACCEPTED.includes(type.mime)) throw new AppError('promotion.image.type');
    checked.push({ bytes: file.bytes, mime: type.mime });
  }
  return checked;
};

export const applyForPromotion = async (
  ctx: MemberCtx,
  input: { id: number; comment: string; files: readonly UploadedFile[]; uploadDir: string },
): Promise<{ applicationId: number; status: PromotionStatus }> => {
  const p = await requirePromotion(ctx, input.id);
  if (p.kind !== 'manual') throw new AppError('promotion.not.open');
  requireOpenFor(ctx, p);
  const images = await checkImages(input.files);
  const dir = path.join(input.uploadDir, FOLDER);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const written: string[] = [];
  try {
    const names: string[] = [];
    for (const image of images) {
      const name = `${randomBytes(16).toString('hex')}.${EXTENSIONS[image.mime]}`;
      await writeFile(path.join(dir, name), image.bytes, { mode: 0o600, flag: 'wx' });
      written.push(path.join(dir, name));
      names.push(name);
    }
    return await transaction(ctx, async (trx) => {
      const { entry, created } = await ensureEntry(trx, {
        merchantId: trx.site.id,
        promotionId: p.id,
        memberId: trx.member.id,
        periodKey: periodOf(trx.site, p, trx.now()).key,
        status: 'process',
        rewardMinor: p.reward_minor,
        comment: input.comment,
      });
      if (!created) throw new AppError('promotion.already.applied');
      for (const [i, image] of images.entries()) {
        await trx.db
          .insertInto('promotion_application_images')
          .values({
            entry_id: entry.id,
            sequence: i + 1,
            member_id: trx.member.id,
            mime: image.mime,
            file_name: names[i] ?? '',
            size_bytes: image.bytes.length,
          })
          .execute();
      }
      return { applicationId: entry.id, status: 'process' as const };
    });
  } catch (error) {
    await Promise.all(written.map((file) => unlink(file).catch(() => undefined)));
    throw error;
  }
};

/** An image of the member's own application; anyone else's answers not found. */
export const applicationImage = async (
  ctx: MemberCtx,
  input: { id: number; sequence: number; uploadDir: string },
): Promise<{ mime: string; bytes: Buffer }> => {
  const row = await ctx.db
    .selectFrom('promotion_application_images')
    .select(['mime', 'file_name'])
    .where('entry_id', '=', input.id)
    .where('sequence', '=', input.sequence)
    .where('member_id', '=', ctx.member.id)
    .executeTakeFirst();
  if (!row) throw new AppError('promotion.image.not.found');
  const bytes = await readFile(path.join(input.uploadDir, FOLDER, path.basename(row.file_name)));
  return { mime: row.mime, bytes };
};
