import { GAME_ICON_UPLOAD } from '@lotto/contract';
import { uploadFileProblem } from '../../shared/ui/image-file';

/** The largest icon in KB, as the operator is told. */
export const ICON_MAX_KB = GAME_ICON_UPLOAD.maxBytes / 1024;

/** Why a chosen file cannot be an icon, before it is sent: not PNG or JPEG, or too large. */
export const iconFileProblem = (file: { type: string; size: number }) =>
  uploadFileProblem(GAME_ICON_UPLOAD, file);
