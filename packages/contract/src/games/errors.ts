import type { ErrorTexts } from '../error-texts.js';

/** Errors of the game catalogue. */
export const GAMES_ERRORS = {
  'game.not.exist': {
    status: 404,
    EN: 'This game does not exist.',
    MY: 'ဤဂိမ်း မရှိပါ။',
  },
  'game.unavailable': {
    status: 403,
    EN: 'This game is not available right now.',
    MY: 'ဤဂိမ်းကို ယခု ကစား၍မရပါ။',
  },
} as const satisfies ErrorTexts;
