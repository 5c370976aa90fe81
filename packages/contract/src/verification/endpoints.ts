import { endpoint } from '../endpoint.js';
import { smsAnswer, smsRequest } from './schemas.js';

const sms = (path: string) =>
  endpoint({
    method: 'POST',
    path,
    module: 'VERIFICATION3',
    access: 'public',
    body: smsRequest,
    answer: smsAnswer,
  });

/** SMS codes, one endpoint per purpose; each belongs to a site feature switch as well. */

/** For a registration by mobile (MOBILENUMREG3). */
export const smsRegister = sms('/wps/verification/sms/register');
/** For a login by mobile number and code (MOBILEVERCODELOGIN3). */
export const smsLogin = sms('/wps/verification/sms/noLogin');
/** For a password reset by phone (MOBILENUMPASSREG3). */
export const smsReset = sms('/wps/verification/sms/reset');
