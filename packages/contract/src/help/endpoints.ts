import { endpoint } from '../endpoint.js';
import {
  helpCentreAnswer,
  helpCentreQuery,
  helpEntryAnswer,
  helpEntryParams,
  helpEntryQuery,
  userAgreementAnswer,
  userAgreementQuery,
} from './schemas.js';

/** Help centre and user agreement (module HELP3): public, as visitors may read help. */
const HELP = { method: 'GET', module: 'HELP3', access: 'public' } as const;

/** The help centre: titled entries with HTML (spec/02 endpoint table: lang; device MOBILE). */
export const helpCentre = endpoint({
  ...HELP,
  path: '/wps/system/helpCenter',
  query: helpCentreQuery,
  answer: helpCentreAnswer,
});

/** One entry by its index in the help centre's list. */
export const helpEntry = endpoint({
  ...HELP,
  path: '/wps/system/helpCenter/:index',
  params: helpEntryParams,
  query: helpEntryQuery,
  answer: helpEntryAnswer,
});

/** The site's user agreement (terms), reached from registration. */
export const userAgreement = endpoint({
  ...HELP,
  path: '/wps/system/userAgreement',
  query: userAgreementQuery,
  answer: userAgreementAnswer,
});
