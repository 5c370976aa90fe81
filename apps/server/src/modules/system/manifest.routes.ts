import { HEADERS } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Site } from './site.js';
import { textIn } from './template-texts.js';

/**
 * The web app manifest of a site: each white-label site installs under its own name and colours.
 * The browser fetches it without the app's headers, so it speaks the site's default language.
 */
export const manifestFor = (site: Site) => ({
  id: '/m/',
  name: site.name,
  short_name: site.name,
  description:
    textIn(site.mobileTemplate.app_desc, site.defaultLanguage, site.defaultLanguage) || site.name,
  start_url: '/m/home',
  scope: '/m/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: site.theme.headerBackground,
  theme_color: site.theme.headerBackground,
  lang: site.defaultLanguage === 'MY' ? 'my' : 'en',
  icons: [
    { src: '/m/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/m/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    {
      src: '/m/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
});

/**
 * A plain route, not an endpoint description: the manifest is not an API call but a file the
 * browser fetches by itself (no API headers, no envelope), like the app's other files under /m/.
 */
export const manifestRoutes: FastifyPluginAsync = async (app) => {
  app.get('/m/manifest.webmanifest', async (request, reply) => {
    const merchant = request.headers[HEADERS.merchant];
    const site = await app.sites.resolve(
      typeof merchant === 'string' ? merchant : undefined,
      request.headers.host,
    );
    return reply
      .type('application/manifest+json')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(manifestFor(site)));
  });
};
