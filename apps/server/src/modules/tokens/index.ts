/** Single-use tokens of mailed links: issue, find, use once, retire. */
export {
  consumeToken,
  countTokensSince,
  findToken,
  issueToken,
  liveTokenSubject,
  retireTokens,
} from './tokens.service.js';
