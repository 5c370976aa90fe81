import type { changePasswordPayload } from '@lotto/contract';
import { checkField } from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { loadRegistrationSettings } from '../registration/registration.rules.js';
import type { AuthMember } from '../session/session.service.js';
import type { Site } from '../system/site.js';
import { findMemberRowById } from './member.repository.js';
import { setMemberPassword } from './member.service.js';
import { verifyPassword } from './password.js';

/**
 * Changes the member's password after checking the old one and the site's password rule; the
 * member's other sessions end, the one making the change stays.
 */
export const changePassword = async (
  db: Kysely<Database>,
  site: Site,
  member: AuthMember,
  payload: z.infer<typeof changePasswordPayload>,
): Promise<void> => {
  const { oldPassword, newPassword, confirmNewPassword } = payload;
  if (newPassword === oldPassword) throw new AppError('modify.new.old.same');
  if (newPassword !== confirmNewPassword) throw new AppError('password.confirm.mismatch');
  const rule = (await loadRegistrationSettings(db, site)).fields.password;
  if (checkField({ ...rule, required: true }, newPassword) !== 'ok') {
    const { patternId, minLength: min, maxLength: max } = rule;
    throw new AppError('password.format', { patternId, min, max });
  }
  const row = await findMemberRowById(db, member.id);
  if (!row || !(await verifyPassword(oldPassword, row.password_hash))) {
    throw new AppError('password.old.wrong');
  }
  await setMemberPassword(db, member.id, newPassword, member.sessionId);
};
