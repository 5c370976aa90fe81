/**
 * Members' image uploads, shared by promotion applications and feedback: the checks (type from
 * the bytes, size, count), storage outside the web root by random names, and reading back.
 */

export { checkImages, type ImageErrors, readStoredImage, storeImages } from './images.js';
export { type ReencodedImage, reencodeToFit } from './reencode.js';
