import type { ErrorTexts } from '../error-texts.js';

/** Errors of the help centre and the user agreement. */
export const HELP_ERRORS = {
  'help.entry.not.exist': {
    status: 404,
    EN: 'This help article does not exist.',
    MY: 'ဤအကူအညီ ဆောင်းပါး မရှိပါ။',
  },
  'help.agreement.not.exist': {
    status: 404,
    EN: 'This site has not published its user agreement yet.',
    MY: 'ဤဆိုက်သည် အသုံးပြုသူ သဘောတူညီချက်ကို မထုတ်ပြန်ရသေးပါ။',
  },
} as const satisfies ErrorTexts;
