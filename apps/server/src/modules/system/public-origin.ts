import type { FastifyRequest } from 'fastify';
import type { Site } from './site.js';

const LOOPBACK = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * The origin links in mails and OAuth redirects point at. The Host header is the caller's to
 * choose, so it is used only when it names one of the site's own hosts; otherwise the site's
 * first host. HTTPS always, except on loopback hosts, so the demo works on a laptop.
 */
export const publicOriginOf = (request: FastifyRequest, site: Pick<Site, 'hostNames'>): string => {
  const hostname = request.hostname.toLowerCase();
  const host = site.hostNames.includes(hostname) ? request.host : (site.hostNames[0] ?? hostname);
  const name = host.replace(/:\d+$/, '');
  return `${LOOPBACK.test(name) ? 'http' : 'https'}://${host}`;
};
