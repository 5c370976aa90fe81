/** Encrypted request bodies: the key store, its public key route, and opening a body. */
export { cryptoPlugin } from './crypto.plugin.js';
export { BODY_KEY_NAME, type ServerKeyStore } from './server-keys.js';
