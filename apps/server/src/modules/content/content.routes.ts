import { bannerEndpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { contentImageOf } from './content-images.service.js';

/** What members' browsers load of the operators' content: the pictures they uploaded. */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    bannerEndpoints.uploadedImage,
    async (ctx, { params }, { reply }) => {
      const image = await contentImageOf(ctx, params.name);
      return reply.type(image.mime).send(image.bytes);
    },
    // The name hashes the bytes: a new upload has a new address, so this copy never goes stale.
    { cacheControl: 'public, max-age=31536000, immutable' },
  );
};
