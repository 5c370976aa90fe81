import type { FastifyRequest } from 'fastify';

/**
 * A form-encoded body as a plain object of strings. fromEntries defines own properties, so a
 * "__proto__" field is only a field.
 */
export const formBodyParser = (
  _request: FastifyRequest,
  body: string | Buffer,
  done: (error: Error | null, value?: unknown) => void,
) => {
  done(null, Object.fromEntries(new URLSearchParams(String(body))));
};
