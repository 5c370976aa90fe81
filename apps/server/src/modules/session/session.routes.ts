import { accountEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { listDevices, signOutDevice, signOutOtherDevices } from './devices.service.js';
import { login } from './login.service.js';
import { setDeviceCookie } from './login-devices.service.js';
import { endSession, renewSession } from './session.service.js';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export const sessionRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.publicKey, async () => {
    const { keyId, publicKey } = await app.serverKeys.current();
    return { keyId, publicKey };
  });
  route(
    app,
    endpoints.login,
    async (ctx, { body }, http) => {
      const { session, deviceSecret } = await login(ctx, body);
      setDeviceCookie(http, deviceSecret);
      return session;
    },
    perMinute(30),
  );
  route(app, endpoints.logout, async (ctx) => {
    await endSession(ctx);
    return null;
  });
  route(app, endpoints.renew, (ctx) => renewSession(ctx));
  const countryOf = async (ip: string) => (await app.geo.locate(ip)).country;
  route(app, endpoints.devices, async (ctx) => ({ sessions: await listDevices(ctx, countryOf) }));
  route(app, endpoints.signOutDevice, (ctx, { params }) => signOutDevice(ctx, params.id));
  route(app, endpoints.signOutOtherDevices, (ctx) => signOutOtherDevices(ctx));
};
