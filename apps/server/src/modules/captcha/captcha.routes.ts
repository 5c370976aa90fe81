import { API, captchaAnswer, okEnvelope } from '@lotto/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http.js';
import { captchaImage } from './captcha.image.js';
import { CAPTCHA, createCaptcha } from './captcha.service.js';

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.captcha,
    {
      config: { moduleId: 'CAPTCHA3', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { response: { 200: okEnvelope(captchaAnswer) } },
    },
    async (request, reply) => {
      const { id, code } = await createCaptcha(app.database.db, app.config.now());
      reply.setCookie(CAPTCHA.cookie, id, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/wps',
        maxAge: CAPTCHA.ttlMs / 1000,
        secure: request.protocol === 'https',
      });
      // The site context marks every module answer no-store; say it here too, it matters most.
      reply.header('cache-control', 'no-store');
      return ok({ image: await captchaImage(code), length: code.length });
    },
  );
};
