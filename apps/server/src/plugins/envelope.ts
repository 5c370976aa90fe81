import { adminErrorMessage, errorMessage, HEADERS, isAdminLanguageCode } from '@lotto/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';

const ADMIN_API = /^\/admin\/api(\/|\?|$)/;

/**
 * The back office's language: set by its realm's hook on its routes, read here from the asked
 * language for an address under the realm that no route has (its hook never ran), so the
 * back office reads even that refusal in Chinese.
 */
const adminLanguageOf = (request: FastifyRequest) => {
  if (request.adminLanguage || !ADMIN_API.test(request.url)) return request.adminLanguage;
  const asked = request.headers[HEADERS.language];
  const code = typeof asked === 'string' ? asked.toUpperCase() : undefined;
  return isAdminLanguageCode(code) ? code : 'EN';
};

const sendError = (request: FastifyRequest, reply: FastifyReply, error: AppError) => {
  const adminLanguage = adminLanguageOf(request);
  return reply.status(error.status).send({
    success: false,
    errorCode: error.code,
    message: adminLanguage
      ? adminErrorMessage(error.code, adminLanguage)
      : errorMessage(error.code, request.language),
    ...(error.value ? { value: error.value } : {}),
  });
};

/**
 * Fastify's own 4xx errors mapped to our codes. Only the body parser's refusals (bad JSON, a
 * content type it does not read) are about the body; a refusal of anything else (a static
 * file, an address) must not be reported as one.
 */
const fromFrameworkError = (error: FastifyError): AppError | null => {
  const status = error.statusCode ?? 500;
  if (status === 413) return new AppError('request.too.large');
  if (status === 429) return new AppError('too.many.requests');
  if (status === 404) return new AppError('request.url.empty');
  if (status < 400 || status >= 500) return null;
  const aboutBody = error.code?.startsWith('FST_ERR_CTP_') || error instanceof SyntaxError;
  return new AppError(aboutBody ? 'request.body.invalid' : 'request.invalid', undefined, status);
};

/** One error handler for the whole app: every failure leaves as the envelope. */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('adminLanguage', null);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(body)',
        message: v.message ?? 'invalid',
      }));
      return sendError(request, reply, new AppError('request_param_err', { fields }));
    }
    if (!isResponseSerializationError(error)) {
      const mapped = fromFrameworkError(error);
      if (mapped) return sendError(request, reply, mapped);
    }
    // Unexpected: log it in full with the request id, tell the client nothing about it.
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, new AppError('system.error'));
  });
});
