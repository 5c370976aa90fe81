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

/** Security headers and the request id on every answer, API or page. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    reply.header(HEADERS.requestId, request.id);
    done();
  });
});
