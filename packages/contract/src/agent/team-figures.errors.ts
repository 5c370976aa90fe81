import type { ErrorTexts } from '../error-texts.js';

/** Refusals of the agent's team figures (overview, P&L, team betting). */
export const TEAM_FIGURES_ERRORS = {
  /** A custom range without both ends, a day that is not one, backwards, or over 62 days. */
  'agent.range.invalid': {
    status: 400,
    EN: 'Choose a start and end date, up to 62 days apart.',
    MY: 'စတင်ရက်နှင့် ပြီးဆုံးရက်ကို ရက် ၆၂ အတွင်း ရွေးပါ။',
  },
  /** The member asked about is not below the agent. */
  'agent.not.in.team': {
    status: 403,
    EN: 'This member is not in your team.',
    MY: 'ဤအဖွဲ့ဝင်သည် သင့်အဖွဲ့တွင် မပါဝင်ပါ။',
  },
  /** A vendor filter naming no game provider the site knows (a typo reads as "no bets"). */
  'agent.vendor.unknown': {
    status: 400,
    EN: 'Choose a game provider from the list.',
    MY: 'စာရင်းထဲမှ ဂိမ်းဝန်ဆောင်မှုပေးသူကို ရွေးပါ။',
  },
} as const satisfies ErrorTexts;
