import { loginAnswer } from '../account/schemas.js';
import { endpoint } from '../endpoint.js';
import {
  affiliateAnswer,
  affiliateQuery,
  registerPayload,
  registrationSettings,
  usernameCheckAnswer,
  usernameCheckQuery,
} from './schemas.js';

/** Registration: the form's rules, the checks it makes while typing, and registering. */

/** Field rules, captcha and methods of the registration form (COMM3: read before it opens). */
export const settings = endpoint({
  method: 'GET',
  path: '/wps/system/setting/register',
  module: 'COMM3',
  access: 'public',
  answer: registrationSettings,
});

/** Registers by username or mobile number; answers a logged-in session. */
export const register = endpoint({
  method: 'PUT',
  path: '/wps/member/register',
  module: 'REG3',
  access: 'public',
  body: registerPayload,
  encoding: 'encrypted',
  answer: loginAnswer,
});

export const checkUsername = endpoint({
  method: 'GET',
  path: '/wps/check/username',
  module: 'REG3',
  access: 'public',
  query: usernameCheckQuery,
  answer: usernameCheckAnswer,
});

/** Whether an invitation code names an agent of the site. */
export const affiliate = endpoint({
  method: 'GET',
  path: '/wps/agent/affiliate',
  module: 'REG3',
  access: 'public',
  query: affiliateQuery,
  answer: affiliateAnswer,
});
