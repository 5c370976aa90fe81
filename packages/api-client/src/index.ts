/**
 * The API client core the player app and the back office share. Each app keeps its own headers
 * on top (the player's token, site and device; the operator's CSRF token) and its own answer to
 * an ended session; the envelope, the error type and query strings live here once.
 */
export { ApiError } from './api-error.js';
export { type QueryValues, withQuery } from './query-string.js';
export { parseEnvelope, type SendOptions, sendRequest, type Transport } from './send.js';
