import { PROMOTION_APPLY, type PromotionStatus } from '@lotto/contract';
import { type MemberCtx, transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import type { UploadedFile } from '../../routing/multipart-body.js';
import { checkImages, type ImageErrors, readStoredImage, storeImages } from '../uploads/index.js';
import { findOwnApplicationImage, insertApplicationImage } from './applications.repository.js';
import { periodOf } from './promotion-rules.js';
import { ensureEntry } from './promotions.repository.js';
import { requireOpenFor, requirePromotion } from './promotions.service.js';

/**
 * The apply form of manual promotions (spec/02 section 5): a comment and up to 3 png or jpg
 * images of at most 5 MB each, the type decided from the bytes. Images are kept under the
 * upload directory (outside the web root) by random names and served to their owner only
 * (the uploads module). The application then waits for an operator (status process).
 */

const FOLDER = 'promotion-applications';
const IMAGE_ERRORS: ImageErrors = {
  tooMany: 'promotion.images.too.many',
  tooLarge: 'promotion.image.too.large',
  type: 'promotion.image.type',
};

export const applyForPromotion = async (
  ctx: MemberCtx,
  input: { id: number; comment: string; files: readonly UploadedFile[]; uploadDir: string },
): Promise<{ applicationId: number; status: PromotionStatus }> => {
  const p = await requirePromotion(ctx, input.id);
  if (p.kind !== 'manual') throw new AppError('promotion.not.open');
  requireOpenFor(ctx, p);
  const images = await checkImages(input.files, PROMOTION_APPLY, IMAGE_ERRORS);
  return storeImages(input.uploadDir, FOLDER, images, (stored) =>
    transaction(ctx, async (trx) => {
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
      for (const [i, image] of stored.entries()) {
        await insertApplicationImage(trx, {
          entryId: entry.id,
          sequence: i + 1,
          memberId: trx.member.id,
          mime: image.mime,
          fileName: image.fileName,
          sizeBytes: image.bytes.length,
        });
      }
      return { applicationId: entry.id, status: 'process' as const };
    }),
  );
};

/** An image of the member's own application; anyone else's answers not found. */
export const applicationImage = async (
  ctx: MemberCtx,
  input: { id: number; sequence: number; uploadDir: string },
): Promise<{ mime: string; bytes: Buffer }> => {
  const row = await findOwnApplicationImage(ctx, input.id, input.sequence, ctx.member.id);
  if (!row) throw new AppError('promotion.image.not.found');
  const bytes = await readStoredImage(input.uploadDir, FOLDER, row.file_name);
  return { mime: row.mime, bytes };
};
