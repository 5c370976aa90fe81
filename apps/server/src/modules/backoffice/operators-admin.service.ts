import { randomInt } from 'node:crypto';
import {
  type AdminRole,
  adminOperatorEndpoints as contract,
  ROLE_PERMISSIONS,
} from '@lotto/contract';

type NewOperatorAnswer = contract.NewOperatorAnswer;
type NewOperatorBody = contract.NewOperatorBody;
type OperatorDetail = contract.OperatorDetail;
type OperatorSummary = contract.OperatorSummary;
type PasswordResetAnswer = contract.PasswordResetAnswer;
type TotpResetAnswer = contract.TotpResetAnswer;

import { transaction } from '../../context.js';
import { isUniqueViolation } from '../../db/idempotent.js';
import { AppError } from '../../errors.js';
import { hashPassword } from '../member/index.js';
import type { OperatorCtx } from './admin-context.js';
import { recordAudit } from './audit.js';
import type { OperatorRow } from './backoffice.tables.js';
import { findOperatorById, findOperatorByUsername } from './operators.repository.js';
import { insertNewOperator } from './operators.service.js';
import {
  endSessionsOf,
  liveSessionCount,
  lockEnabledOwners,
  lockOperator,
  type OperatorsFilter,
  operatorsPage,
  updateOperator,
} from './operators-admin.repository.js';
import { newTotpSecret, totpUri } from './totp.js';

/**
 * Managing operators (permission operators.manage). A secret is answered once, by the call
 * that made it, and never written to the audit log. Ending an operator's access (disable, a
 * new authenticator or password) ends their sessions in the same transaction. The enabled
 * owners are locked before any change that could leave none, so two owners demoting each
 * other at once cannot both succeed.
 */

const summaryOf = (row: OperatorRow): OperatorSummary => ({
  id: row.id,
  username: row.username,
  role: row.role,
  disabled: Number(row.disabled) !== 0,
  createdAt: Number(row.created_at),
  lastSignInAt: row.last_login_at === null ? null : Number(row.last_login_at),
  totpSetUp: row.totp_last_step !== null,
});

const detailOf = async (ctx: OperatorCtx, row: OperatorRow): Promise<OperatorDetail> => ({
  ...summaryOf(row),
  permissions: [...ROLE_PERMISSIONS[row.role]],
  activeSessions: await liveSessionCount(ctx.db, row.id, ctx.now()),
});

/** Letters and digits that cannot be mistaken for one another when read out. */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GENERATED_GROUPS = 4;
const GROUP_LENGTH = 5;

/** A random password that meets the operators' rule (a letter and a digit), in dashed groups. */
const generateOperatorPassword = (): string => {
  for (;;) {
    const groups = Array.from({ length: GENERATED_GROUPS }, () =>
      Array.from(
        { length: GROUP_LENGTH },
        () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
      ).join(''),
    );
    const password = groups.join('-');
    if (
      password.length >= contract.OPERATOR_PASSWORD_MIN &&
      /\d/.test(password) &&
      /[a-z]/i.test(password)
    )
      return password;
  }
};

const totpOf = (secret: string, username: string) => ({
  secret,
  otpauthUri: totpUri(secret, username),
});

export const listOperators = async (
  ctx: OperatorCtx,
  query: OperatorsFilter & { pageNo: number; pageSize: number },
) => {
  const { totalCount, rows } = await operatorsPage(ctx.db, query, query);
  return {
    pageNum: query.pageNo,
    totalPages: Math.ceil(totalCount / query.pageSize),
    totalCount,
    list: rows.map(summaryOf),
  };
};

export const operatorDetail = async (ctx: OperatorCtx, id: number): Promise<OperatorDetail> => {
  const row = await findOperatorById(ctx.db, id);
  if (!row) throw new AppError('admin.operator.not.found');
  return detailOf(ctx, row);
};

export const createOperatorAccount = async (
  ctx: OperatorCtx,
  body: NewOperatorBody,
): Promise<NewOperatorAnswer> => {
  if (await findOperatorByUsername(ctx.db, body.username)) {
    throw new AppError('admin.operator.username.taken');
  }
  const generated = body.password === undefined ? generateOperatorPassword() : null;
  const passwordHash = await hashPassword(body.password ?? generated ?? '');
  try {
    return await transaction(ctx, async (trx) => {
      const { id, totpSecret } = await insertNewOperator(trx, {
        username: body.username,
        role: body.role,
        passwordHash,
      });
      await recordAudit(trx, {
        action: 'operator.create',
        targetType: 'operator',
        targetId: id,
        after: { username: body.username, role: body.role, passwordGenerated: generated !== null },
      });
      const row = await lockOperator(trx.db, id);
      if (!row) throw new Error('the new operator is not there');
      return {
        operator: await detailOf(trx, row),
        totp: totpOf(totpSecret, row.username),
        password: generated,
      };
    });
  } catch (err) {
    // Two creations of one name at once: the database refuses the later one.
    if (isUniqueViolation(err)) throw new AppError('admin.operator.username.taken');
    throw err;
  }
};

/**
 * Runs a change of one operator in a transaction: the enabled owners are locked first (always
 * in this order, so two changes never wait on each other crosswise), then the operator.
 */
const changeOperator = <T>(
  ctx: OperatorCtx,
  id: number,
  work: (trx: OperatorCtx, row: OperatorRow, enabledOwners: readonly number[]) => Promise<T>,
) =>
  transaction(ctx, async (trx) => {
    const enabledOwners = await lockEnabledOwners(trx.db);
    const row = await lockOperator(trx.db, id);
    if (!row) throw new AppError('admin.operator.not.found');
    return work(trx, row, enabledOwners);
  });

const refuseLastOwner = (row: OperatorRow, enabledOwners: readonly number[]) => {
  if (enabledOwners.length <= 1 && enabledOwners.includes(row.id)) {
    throw new AppError('admin.operator.last.owner');
  }
};

const reread = async (trx: OperatorCtx, id: number) => {
  const row = await lockOperator(trx.db, id);
  if (!row) throw new AppError('admin.operator.not.found');
  return detailOf(trx, row);
};

export const changeOperatorRole = (
  ctx: OperatorCtx,
  id: number,
  role: AdminRole,
): Promise<OperatorDetail> => {
  if (id === ctx.operator.id) throw new AppError('admin.operator.self.role');
  return changeOperator(ctx, id, async (trx, row, enabledOwners) => {
    if (row.role === role) return detailOf(trx, row);
    if (role !== 'owner') refuseLastOwner(row, enabledOwners);
    await updateOperator(trx.db, id, { role });
    await recordAudit(trx, {
      action: 'operator.role.change',
      targetType: 'operator',
      targetId: id,
      before: { role: row.role },
      after: { role },
    });
    return reread(trx, id);
  });
};

export const disableOperator = (ctx: OperatorCtx, id: number): Promise<OperatorDetail> => {
  if (id === ctx.operator.id) throw new AppError('admin.operator.self.disable');
  return changeOperator(ctx, id, async (trx, row, enabledOwners) => {
    if (Number(row.disabled) !== 0) return detailOf(trx, row);
    refuseLastOwner(row, enabledOwners);
    await updateOperator(trx.db, id, { disabled: 1 });
    const sessionsEnded = await endSessionsOf(trx.db, id, trx.now());
    await recordAudit(trx, {
      action: 'operator.disable',
      targetType: 'operator',
      targetId: id,
      before: { disabled: false },
      after: { disabled: true, sessionsEnded },
    });
    return reread(trx, id);
  });
};

export const enableOperator = (ctx: OperatorCtx, id: number): Promise<OperatorDetail> =>
  changeOperator(ctx, id, async (trx, row) => {
    if (Number(row.disabled) === 0) return detailOf(trx, row);
    await updateOperator(trx.db, id, { disabled: 0 });
    await recordAudit(trx, {
      action: 'operator.enable',
      targetType: 'operator',
      targetId: id,
      before: { disabled: true },
      after: { disabled: false },
    });
    return reread(trx, id);
  });

/** A new authenticator secret: the old codes stop working, the operator's sessions end. */
export const resetOperatorTotp = (ctx: OperatorCtx, id: number): Promise<TotpResetAnswer> => {
  const secret = newTotpSecret();
  return changeOperator(ctx, id, async (trx, row) => {
    await updateOperator(trx.db, id, { totp_secret: secret, totp_last_step: null });
    const sessionsEnded = await endSessionsOf(trx.db, id, trx.now());
    await recordAudit(trx, {
      action: 'operator.totp.reset',
      targetType: 'operator',
      targetId: id,
      after: { sessionsEnded },
    });
    return { operator: await reread(trx, id), totp: totpOf(secret, row.username) };
  });
};

/** A generated password: the old one stops working, the operator's sessions end. */
export const resetOperatorPassword = async (
  ctx: OperatorCtx,
  id: number,
): Promise<PasswordResetAnswer> => {
  const password = generateOperatorPassword();
  const passwordHash = await hashPassword(password);
  return changeOperator(ctx, id, async (trx) => {
    await updateOperator(trx.db, id, { password_hash: passwordHash });
    const sessionsEnded = await endSessionsOf(trx.db, id, trx.now());
    await recordAudit(trx, {
      action: 'operator.password.reset',
      targetType: 'operator',
      targetId: id,
      after: { sessionsEnded },
    });
    return { operator: await reread(trx, id), password };
  });
};
