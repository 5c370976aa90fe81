import { feedbackEndpoints as endpoints, FEEDBACK_FORM } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { filesOf } from '../../routing/multipart-body.js';
import { route } from '../../routing/route.js';
import { feedbackImage, listFeedback, markFeedbackRead, sendFeedback } from './feedback.service.js';

/** Sending keeps files: a client's loop must not hammer it. */
const WRITE_LIMIT = { max: 30, timeWindow: '1 minute' };

export const feedbackRoutes: FastifyPluginAsync = async (app) => {
  const uploadDir = app.config.uploadDir;

  route(app, endpoints.list, (ctx) => listFeedback(ctx));
  route(
    app,
    endpoints.send,
    (ctx, { body }, { request }) =>
      sendFeedback(ctx, { ...body, files: filesOf(request), uploadDir }),
    {
      rateLimit: WRITE_LIMIT,
      multipart: {
        fileBytes: FEEDBACK_FORM.imageMaxBytes,
        files: FEEDBACK_FORM.imagesMax,
        fieldBytes: FEEDBACK_FORM.contentMaxLength * 4,
      },
    },
  );
  route(app, endpoints.read, (ctx, { params }) => markFeedbackRead(ctx, params.id));
  route(app, endpoints.image, async (ctx, { params }, { reply }) => {
    const image = await feedbackImage(ctx, { ...params, uploadDir });
    return reply.type(image.mime).header('cache-control', 'private, no-store').send(image.bytes);
  });
};
