import { createHash } from 'node:crypto';
import {
  adminContentEndpoints,
  bannerEndpoints,
  pathWith,
  type UploadedContentImage,
} from '@lotto/contract';
import { fileTypeFromBuffer } from 'file-type';
import { type Ctx, transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import { type OperatorCtx, recordAudit } from '../backoffice/index.js';
import { type ReencodedImage, reencodeToFit } from '../uploads/index.js';
import { findContentImage, saveContentImage } from './content-images.repository.js';

/**
 * Pictures operators upload for banners and site logos. The type is read from the bytes (PNG,
 * JPEG or WebP), never the name or a claimed type; the picture is decoded in full and only a
 * fresh WebP of its pixels is kept (the uploads module's rules), at most sideMax a side. The
 * bytes live in the database, so every process serves them, under a name that hashes them: an
 * address never changes what it shows and browsers may keep it for good.
 */

const { CONTENT_IMAGE_UPLOAD: RULES } = adminContentEndpoints;
const MIME = 'image/webp';

/** The upload as the picture that will be kept; refused before anything is written. */
export const checkContentImage = async (base64: string): Promise<ReencodedImage> => {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > RULES.maxBytes) throw new AppError('admin.content.image.too.large');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(RULES.types as readonly string[]).includes(type.mime)) {
    throw new AppError('admin.content.image.type');
  }
  const image = await reencodeToFit(bytes, MIME, RULES.sideMax);
  if (image.bytes.length > RULES.maxBytes) throw new AppError('admin.content.image.too.large');
  return image;
};

const nameOf = (bytes: Uint8Array) =>
  `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.webp`;

/** Keeps a checked picture (audited as `what`: a banner image or a site logo); answers its address. */
export const storeContentImage = (
  ctx: OperatorCtx,
  image: ReencodedImage,
  what: 'content.image' | 'site.logo',
): Promise<UploadedContentImage> =>
  transaction(ctx, async (trx) => {
    const name = nameOf(image.bytes);
    await saveContentImage(trx.db, {
      name,
      mime: MIME,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
      merchant_id: trx.site.id,
      operator_id: trx.operator.id,
      created_at: trx.now(),
    });
    const uploaded = {
      url: pathWith(bannerEndpoints.uploadedImage.path, { name }),
      width: image.width,
      height: image.height,
      bytes: image.bytes.length,
    };
    await recordAudit(trx, {
      action: `${what}.upload`,
      targetType: 'image',
      targetId: name,
      after: uploaded,
    });
    return uploaded;
  });

/** An uploaded picture's bytes; a name nobody uploaded finds nothing. */
export const contentImageOf = async ({ db }: Ctx, name: string) => {
  const image = await findContentImage(db, name);
  if (!image) throw new AppError('request.url.empty');
  return { mime: image.mime, bytes: Buffer.from(image.bytes) };
};
