import { endpoint } from '../endpoint.js';
import {
  headIconAnswer,
  headIconPayload,
  nicknameAnswer,
  nicknamePayload,
  payeeNameAnswer,
  payeeNamePayload,
} from './profile.js';

/** The member's profile: a real member's own (a free-trial account is refused: trial.not.allowed). */
const PROFILE = { module: 'MEMBER3', access: 'realMember' } as const;

export const headIcon = endpoint({
  method: 'GET',
  path: '/wps/member/info/icon',
  ...PROFILE,
  answer: headIconAnswer,
});

export const setHeadIcon = endpoint({
  method: 'POST',
  path: '/wps/member/info/icon',
  ...PROFILE,
  encoding: 'form',
  body: headIconPayload,
  answer: headIconAnswer,
});

export const setNickname = endpoint({
  method: 'POST',
  path: '/wps/member/info/nickname',
  ...PROFILE,
  body: nicknamePayload,
  answer: nicknameAnswer,
});

export const payeeName = endpoint({
  method: 'GET',
  path: '/wps/member/info/payeename',
  ...PROFILE,
  answer: payeeNameAnswer,
});

/** Set once: a second call is refused with profile.payee.already.set. */
export const setPayeeName = endpoint({
  method: 'POST',
  path: '/wps/member/info/payeename',
  ...PROFILE,
  body: payeeNamePayload,
  answer: payeeNameAnswer,
});
