import { adminSiteEndpoints, adminContentEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  announcementOf,
  announcementPageOf,
  createAnnouncement,
  deleteAnnouncement,
  updateAnnouncement,
} from '../announcements/index.js';
import { adminRoute, recordAudit } from '../backoffice/index.js';
import {
  bannerListOf,
  bannerOf,
  createBanner,
  deleteBanner,
  updateBanner,
} from '../banners/index.js';
import {
  agreementOf,
  createHelpEntry,
  deleteHelpEntry,
  helpEntriesOf,
  updateAgreement,
  updateHelpEntry,
} from '../help/index.js';
import { sendMessageToMembers, sentMessagePage, type VipLevelsOf } from '../inbox/index.js';
import { hotMatchBoardOf, setHotMatchPicks } from '../play/index.js';
import { checkContentImage, storeContentImage } from './content-images.service.js';

/** Each edit's audit row, written by the content services in the edit's own transaction. */
const audit = recordAudit;

/**
 * The back office's content (content.manage): announcements, banners, messages to members, the
 * help centre, the user agreement, home's hot matches and uploaded pictures. Members read the
 * texts straight from the database, so an edit shows on every process at its next request; the
 * hot-match choice is cached per process, so its edit bumps the cache.
 */
export const contentAdminRoutes: FastifyPluginAsync<{ vipLevelsOf: VipLevelsOf }> = async (
  app,
  { vipLevelsOf },
) => {
  adminRoute(app, endpoints.announcements, (ctx, { query }) => announcementPageOf(ctx, query));
  adminRoute(app, endpoints.announcement, (ctx, { params }) => announcementOf(ctx, params.id));
  adminRoute(app, endpoints.createAnnouncement, (ctx, { body }) =>
    createAnnouncement(ctx, body, audit),
  );
  adminRoute(app, endpoints.updateAnnouncement, (ctx, { params, body }) =>
    updateAnnouncement(ctx, params.id, body, audit),
  );
  adminRoute(app, endpoints.deleteAnnouncement, (ctx, { params }) =>
    deleteAnnouncement(ctx, params.id, audit),
  );

  adminRoute(app, endpoints.banners, (ctx, { query }) => bannerListOf(ctx, query.group));
  adminRoute(app, endpoints.banner, (ctx, { params }) => bannerOf(ctx, params.id));
  adminRoute(app, endpoints.createBanner, (ctx, { body }) => createBanner(ctx, body, audit));
  adminRoute(app, endpoints.updateBanner, (ctx, { params, body }) =>
    updateBanner(ctx, params.id, body, audit),
  );
  adminRoute(app, endpoints.deleteBanner, (ctx, { params }) => deleteBanner(ctx, params.id, audit));

  adminRoute(app, endpoints.messages, (ctx, { query }) => sentMessagePage(ctx, query));
  adminRoute(app, endpoints.sendMessage, (ctx, { body }) =>
    sendMessageToMembers(ctx, body, vipLevelsOf, audit),
  );

  adminRoute(app, endpoints.helpEntries, (ctx, { query }) => helpEntriesOf(ctx, query.device));
  adminRoute(app, endpoints.createHelpEntry, (ctx, { body }) => createHelpEntry(ctx, body, audit));
  adminRoute(app, endpoints.updateHelpEntry, (ctx, { params, body }) =>
    updateHelpEntry(ctx, params.id, body, audit),
  );
  adminRoute(app, endpoints.deleteHelpEntry, (ctx, { params }) =>
    deleteHelpEntry(ctx, params.id, audit),
  );
  adminRoute(app, endpoints.agreement, (ctx) => agreementOf(ctx));
  adminRoute(app, endpoints.updateAgreement, (ctx, { body }) => updateAgreement(ctx, body, audit));

  adminRoute(app, endpoints.hotMatches, (ctx) => hotMatchBoardOf(ctx));
  adminRoute(app, endpoints.updateHotMatches, async (ctx, { body }) => {
    await setHotMatchPicks(ctx, body, audit);
    // Once committed: this process sees it at once, every other within 2 seconds.
    await app.caches.bump('hotMatches');
    return hotMatchBoardOf(ctx);
  });

  // One upload for every operator picture; a site's logo under the sites' own permission.
  // Decoding waits for no transaction: only the checked bytes are written inside one.
  const imageBody = {
    bodyLimit: endpoints.CONTENT_IMAGE_BASE64_MAX + 1024,
    tooLarge: 'admin.content.image.too.large',
  } as const;
  adminRoute(
    app,
    endpoints.uploadImage,
    async (ctx, { body }) =>
      storeContentImage(ctx, await checkContentImage(body.image), 'content.image'),
    imageBody,
  );
  adminRoute(
    app,
    adminSiteEndpoints.uploadLogo,
    async (ctx, { body }) =>
      storeContentImage(ctx, await checkContentImage(body.image), 'site.logo'),
    imageBody,
  );
};
