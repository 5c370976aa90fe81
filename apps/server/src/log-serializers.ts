import type { FastifyRequest } from 'fastify';

/**
 * Credentials that travel in query strings must not land in request logs, where anyone reading
 * logs could replay them: a game's launch ticket (the vendor page's GET), an app shell's
 * `?token=`, a password reset link's `resetToken`, the one-time `social` code a social login
 * returns with, an OpenID provider's `code`, `state` and tokens, and anything else named like a
 * secret. The request serializer is Fastify's own, with those values replaced.
 */
const SECRET_PARAMS = [
  'ticket',
  'token',
  'resetToken',
  'social',
  'code',
  'state',
  'nonce',
  'id_token',
  'access_token',
  'refresh_token',
  'password',
  'secret',
  'signature',
  'sig',
  'key',
];
const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&#]*`, 'gi');

/** The URL as logged: secret query values become "***". */
export const redactUrl = (url: string): string => url.replace(SECRET_QUERY, '$1***');

const headerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value;

export const logSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: redactUrl(req.url),
    version: headerText(req.headers?.['accept-version']),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};
