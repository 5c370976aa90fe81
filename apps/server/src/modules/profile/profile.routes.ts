import { accountEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import {
  changeNickname,
  chooseHeadIcon,
  headIconOf,
  payeeNameOf,
  setPayeeName,
} from './profile.service.js';

export const profileRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.headIcon, (ctx) => headIconOf(ctx));
  route(app, endpoints.setHeadIcon, (ctx, { body }) => chooseHeadIcon(ctx, body.icon));
  route(app, endpoints.setNickname, (ctx, { body }) => changeNickname(ctx, body.nickname));
  route(app, endpoints.payeeName, (ctx) => payeeNameOf(ctx));
  route(app, endpoints.setPayeeName, (ctx, { body }) => setPayeeName(ctx, body.payeeName));
};
