import { createHash } from 'node:crypto';
import { GAME_ICON_UPLOAD } from '@lotto/contract';
import type { Ctx, SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { checkImages } from '../uploads/index.js';
import { deleteIcon, findIcon, saveIcon, updateGameColumns } from './catalogue-admin.repository.js';
import { type AdminGameChange, adminGame } from './catalogue-admin.service.js';
import { gameIconAddress } from './icon-address.js';

/**
 * Icons operators upload. The type comes from the bytes (png or jpeg), the image is decoded and
 * only a fresh encoding of its pixels is kept (the uploads module's rules), within
 * GAME_ICON_UPLOAD.maxBytes before and after. The bytes live in the database, so every server
 * process serves them; the game's icon address names their version, so the week browsers keep
 * an icon never shows a replaced one. Without an upload the game keeps its generated icon.
 */

export interface CheckedIcon {
  bytes: Buffer;
  mime: string;
}

const ICON_RULES = {
  imagesMax: 1,
  imageMaxBytes: GAME_ICON_UPLOAD.maxBytes,
  imageTypes: GAME_ICON_UPLOAD.types,
};
const ICON_ERRORS = {
  tooMany: 'admin.game.icon.type',
  tooLarge: 'admin.game.icon.too.large',
  type: 'admin.game.icon.type',
} as const;

/** An uploaded icon (base64, checked by the contract) as its checked, re-encoded image. */
export const checkGameIcon = async (base64: string): Promise<CheckedIcon> => {
  const file = { field: 'image', fileName: 'icon', bytes: Buffer.from(base64, 'base64') };
  const [image] = await checkImages([{ ...file, truncated: false }], ICON_RULES, ICON_ERRORS);
  if (!image) throw new AppError('admin.game.icon.type');
  return image;
};

/** Replaces the game's icon with a checked image (checkGameIcon, before the transaction). */
export const setGameIcon = async (
  ctx: SiteCtx,
  id: number,
  image: CheckedIcon,
): Promise<AdminGameChange> => {
  const before = await adminGame(ctx, id);
  const version = createHash('sha256').update(image.bytes).digest('hex').slice(0, 16);
  await saveIcon(ctx.db, {
    game_id: id,
    mime: image.mime,
    bytes: image.bytes,
    version,
    updated_at: ctx.now(),
  });
  await updateGameColumns(ctx.db, id, { icon: gameIconAddress(id, version) });
  return { before, after: await adminGame(ctx, id) };
};

/** Drops the uploaded icon: the game shows its generated one again. */
export const removeGameIcon = async (ctx: SiteCtx, id: number): Promise<AdminGameChange> => {
  const before = await adminGame(ctx, id);
  await deleteIcon(ctx.db, id);
  await updateGameColumns(ctx.db, id, { icon: null });
  return { before, after: await adminGame(ctx, id) };
};

/** The bytes of an uploaded icon at this version; an unknown or replaced one is not found. */
export const uploadedIconOf = async ({ db }: Ctx, nodeId: string, version: string) => {
  const icon = await findIcon(db, Number(nodeId), version);
  if (!icon) throw new AppError('request.url.empty');
  return { mime: icon.mime, bytes: Buffer.from(icon.bytes) };
};
