import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  DEFAULT_LANGUAGE,
  ERRORS,
  type ErrorCode,
  errorMessage,
  HEADERS,
  isLanguageCode,
  type LanguageCode,
} from '@lotto/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { SECURITY_HEADERS, securityHeadersFor } from './security.js';

/**
 * Refusals that happen before a request reaches the app's hooks: Node's HTTP parser (headers
 * or request line too large, a malformed request, a timeout) and Fastify's router (a path
 * parameter too long, a malformed address). They leave as the same envelope, with the same
 * security headers, as every other answer.
 */

const envelopeOf = (code: ErrorCode, language: LanguageCode) =>
  JSON.stringify({ success: false, errorCode: code, message: errorMessage(code, language) });

const headersOf = (body: string, security = SECURITY_HEADERS) => ({
  ...security,
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'content-length': String(Buffer.byteLength(body)),
});

const parserCodeOf = (err: NodeJS.ErrnoException): ErrorCode => {
  if (err.code === 'HPE_HEADER_OVERFLOW') return 'request.header.too.large';
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request.timeout';
  return 'request.invalid';
};

/** Fastify's `clientErrorHandler`: answers on the raw socket, then closes it (as Node does). */
export const clientErrorHandler = (err: NodeJS.ErrnoException, socket: Socket) => {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(err);
    return;
  }
  const code = parserCodeOf(err);
  const status = ERRORS[code].status;
  const body = envelopeOf(code, DEFAULT_LANGUAGE);
  const head = Object.entries({ ...headersOf(body), connection: 'close' })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n${body}`);
};

/** Fastify's `frameworkErrors`: the router refused the address before any hook ran. */
export const frameworkErrors = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const code: ErrorCode =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'request.uri.too.long' : 'request.url.invalid';
  const asked = request.headers[HEADERS.language];
  const language = typeof asked === 'string' && isLanguageCode(asked) ? asked : DEFAULT_LANGUAGE;
  const body = envelopeOf(code, language);
  reply
    .code(ERRORS[code].status)
    .headers(headersOf(body, securityHeadersFor(request.url)))
    .header(HEADERS.requestId, request.id);
  return reply.send(body);
};
