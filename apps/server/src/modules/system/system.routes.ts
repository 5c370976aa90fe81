import {
  API,
  countryList,
  customerServiceList,
  okEnvelope,
  siteStatus,
  templateSettings,
  whitelabelMap,
} from '@lotto/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, prevalidated } from '../../http.js';
import { siteOf } from '../../plugins/site-context.js';
import { countriesFor, siteStatusFor, templateSettingsFor } from './system.service.js';

// System routes answer in every site mode: the app needs them to show the mode itself.
const config = { moduleId: 'COMM3', systemRoute: true } as const;

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.system.status,
    { config, schema: { response: { 200: okEnvelope(siteStatus) } }, ...prevalidated },
    async (request) => ok(siteStatusFor(siteOf(request), await app.geo.locate(request.ip))),
  );

  app.get(
    API.system.whitelabel,
    { config, schema: { response: { 200: okEnvelope(whitelabelMap) } } },
    async (request) => ok(siteOf(request).whitelabel),
  );

  app.get(
    API.system.template,
    { config, schema: { response: { 200: okEnvelope(templateSettings) } } },
    async (request) => ok(templateSettingsFor(siteOf(request))),
  );

  app.get(
    API.system.country,
    { config, schema: { response: { 200: okEnvelope(countryList) } } },
    async (request) => ok(countriesFor(siteOf(request))),
  );

  app.get(
    API.system.customerService,
    { config, schema: { response: { 200: okEnvelope(customerServiceList) } } },
    async (request) => ok({ customerService: siteOf(request).customerService }),
  );
};
