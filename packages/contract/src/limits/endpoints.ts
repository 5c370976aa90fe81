import { endpoint } from '../endpoint.js';
import {
  realityCheckBody,
  realitySessionAnswer,
  responsibleAnswer,
  restrictBody,
  restriction,
  setLimitBody,
} from './schemas.js';

/**
 * Responsible play (/m/responsibleGaming, from the security centre). The spec's anchors have
 * no such screen, so there is no switch: every real member has it. Paths in the relay's style.
 */

export const settings = endpoint({
  method: 'GET',
  path: '/wps/relay/responsible',
  module: 'MEMBER3',
  access: 'realMember',
  answer: responsibleAnswer,
});

export const setLimit = endpoint({
  method: 'PUT',
  path: '/wps/relay/responsible/limit',
  module: 'MEMBER3',
  access: 'realMember',
  body: setLimitBody,
  answer: responsibleAnswer,
});

export const setRealityCheck = endpoint({
  method: 'PUT',
  path: '/wps/relay/responsible/realityCheck',
  module: 'MEMBER3',
  access: 'realMember',
  body: realityCheckBody,
  answer: responsibleAnswer,
});

/** A time-out or self-exclusion: ends every session of the member, this one included. */
export const restrict = endpoint({
  method: 'POST',
  path: '/wps/relay/responsible/restrict',
  module: 'MEMBER3',
  access: 'realMember',
  body: restrictBody,
  answer: restriction,
});

/** The reality check's figures: this session's start and its net since then. */
export const session = endpoint({
  method: 'GET',
  path: '/wps/relay/responsible/session',
  module: 'MEMBER3',
  access: 'realMember',
  answer: realitySessionAnswer,
});
