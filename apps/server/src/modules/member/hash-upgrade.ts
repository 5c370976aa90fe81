import type { Ctx } from '../../context.js';
import { replaceHashRow } from './member.repository.js';
import { hashPassword, needsRehash } from './password.js';

/**
 * After a member proved a password, makes its hash again at today's cost if it was made at a
 * lower one (the demo seed's, or one from before the cost was raised): the plain password is at
 * hand only then. A hash that changed meanwhile (a reset racing the check) is left alone.
 */
export const upgradePasswordHash = async (
  { db }: Ctx,
  memberId: number,
  column: 'password_hash' | 'payment_password_hash',
  stored: string,
  password: string,
): Promise<void> => {
  if (!needsRehash(stored)) return;
  await replaceHashRow(db, memberId, column, stored, await hashPassword(password));
};
