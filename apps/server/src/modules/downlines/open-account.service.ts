import {
  checkField,
  isAgentType,
  type OpenAccountAnswer,
  type OpenAccountBody,
  openableTypes,
} from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { setOpeningPrizeGroup } from '../rebates/index.js';
import { signUp } from '../signup/index.js';
import { registrationSettingsOf } from '../system/index.js';

/**
 * Open account (/m/agentRegister): the agent creates a player or a sub-agent of its own kind
 * under itself. The sign-up service makes the member and its place in the agent's team in one
 * transaction; no session is started (the agent is the one signed in), and the new member
 * signs in with the password given. Username and password follow the site's registration
 * rules, so an opened account is one registration could have made.
 */

const checkFields = (ctx: MemberCtx, body: OpenAccountBody) => {
  const rules = registrationSettingsOf(ctx.site).fields;
  const fields = (['username', 'password'] as const).flatMap((field) => {
    const rule = { ...rules[field], enabled: true, required: true };
    const reason = checkField(rule, body[field]);
    if (reason === 'ok') return [];
    const { patternId, minLength: min, maxLength: max } = rule;
    return [{ field, patternId, min, max, reason }];
  });
  if (fields.length > 0) throw new AppError('register.field.invalid', { fields });
};

export const openAccount = async (
  ctx: MemberCtx,
  body: OpenAccountBody,
): Promise<OpenAccountAnswer> => {
  if (!isAgentType(ctx.member.type)) throw new AppError('agent.required');
  if (!openableTypes(ctx.member.type).includes(body.type)) {
    throw new AppError('team.type.not.allowed');
  }
  checkFields(ctx, body);
  const { prizeGroup } = body;
  const { member } = await signUp(ctx, {
    member: {
      password: body.password,
      type: body.type,
      uplineId: ctx.member.id,
    },
    username: body.username,
    ...(prizeGroup !== undefined && {
      alongside: (trx, placed) =>
        setOpeningPrizeGroup(trx, {
          member: { id: placed.id, merchant_id: ctx.site.id },
          uplineId: ctx.member.id,
          prizeGroup,
          aboveOwn: 'refuse',
        }),
    }),
  });
  return { memberId: member.id, username: member.username, type: member.type };
};
