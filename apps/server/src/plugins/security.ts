import type { IncomingMessage, ServerResponse } from 'node:http';
import { HEADERS } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The CSP allows only this origin for scripts (the build emits no inline script); styles
 * allow inline because antd-mobile and React set style attributes; images may come from the
 * site's HTTPS image CDNs; the app frames game pages of this origin.
 */
const middleware = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameSrc: ["'self'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/** Helmet's headers never vary per request: work them out once, then copy them onto replies. */
const collectHeaders = (): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
};

export const SECURITY_HEADERS = collectHeaders();

/**
 * The build's hashed files (/m/assets/: scripts, styles, images, fonts) are never documents, so
 * the headers that only a document or a worker obeys (CSP, framing, opener, XSS and download
 * rules, HSTS, which the page's own answer carries) would be dead weight on each of the dozens
 * the first load fetches, about 800 bytes apiece. What a subresource does obey stays: no MIME
 * sniffing, same-origin embedding only, and the referrer policy (a stylesheet's own requests
 * follow the stylesheet's).
 */
const SUBRESOURCE_HEADER_NAMES = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'referrer-policy',
] as const;
export const ASSET_HEADERS: Record<string, string> = Object.fromEntries(
  SUBRESOURCE_HEADER_NAMES.map((name) => [name, SECURITY_HEADERS[name] ?? '']),
);
const HASHED_ASSETS = '/m/assets/';

/**
 * The back office's own policy (DESIGN.md "Back office realm"): scripts from this origin only,
 * never framed, talking to this origin only. antd writes its styles at run time, hence inline
 * styles (never inline scripts).
 */
const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');
const ADMIN_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  'content-security-policy': ADMIN_CSP,
  'x-frame-options': 'DENY',
};
const ADMIN_PREFIX = '/admin';

/**
 * The headers an answer to this address carries, decided before anything can refuse the
 * request (the realm's session check, the router, a missing page), so a refusal of the back
 * office is framed by its rules too.
 */
export const securityHeadersFor = (url: string): Record<string, string> => {
  if (url.startsWith(HASHED_ASSETS)) return ASSET_HEADERS;
  const admin =
    url.startsWith(ADMIN_PREFIX) && ['', '/', '?', '#'].includes(url.charAt(ADMIN_PREFIX.length));
  return admin ? ADMIN_HEADERS : SECURITY_HEADERS;
};

/** Security headers and the request id on every answer: API, page, or the build's assets. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeadersFor(request.url));
    reply.header(HEADERS.requestId, request.id);
    done();
  });
});
