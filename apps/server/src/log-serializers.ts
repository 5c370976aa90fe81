import type { FastifyRequest } from 'fastify';

/**
 * Credentials that travel in query strings (a game's launch ticket on the vendor page's GET,
 * an app shell's `?token=`) must not land in request logs, where anyone reading logs could
 * replay them. The request serializer is Fastify's own, with those values replaced.
 */
const SECRET_QUERY = /([?&](?:ticket|token)=)[^&#]*/gi;

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
