import type { ErrorTexts } from '../error-texts.js';

/** Refusals of the agent area. */
export const AGENT_ERRORS = {
  /** A player, free trial or restricted account asked for what only agents see. */
  'agent.required': {
    status: 403,
    EN: 'This is for agent accounts only.',
    MY: 'ဤအရာသည် ကိုယ်စားလှယ်အကောင့်များအတွက်သာ ဖြစ်သည်။',
  },
} as const satisfies ErrorTexts;
