import { accountEndpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { captchaImage } from './captcha.image.js';
import { CAPTCHA, createCaptcha } from './captcha.service.js';

export const captchaRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    accountEndpoints.captcha,
    async (ctx, _input, { request, reply }) => {
      const { id, code } = await createCaptcha(ctx);
      reply.setCookie(CAPTCHA.cookie, id, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/wps',
        maxAge: CAPTCHA.ttlMs / 1000,
        secure: request.protocol === 'https',
      });
      return { image: await captchaImage(code), length: code.length };
    },
    { rateLimit: { max: 20, timeWindow: '1 minute' } },
  );
};
