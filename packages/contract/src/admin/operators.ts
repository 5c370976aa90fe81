import { z } from 'zod/mini';
import { pageInfo, pageQuery } from '../envelope.js';
import { onFirstUse } from '../on-first-use.js';
import { adminEndpoint } from './endpoint.js';
import { ADMIN_PERMISSIONS, ADMIN_ROLES } from './permissions.js';
import { idParams } from './schemas.js';

/**
 * The back office's operators (permission operators.manage): create one, change its role,
 * reset its authenticator or password, disable and enable it. A secret (an authenticator
 * secret, a generated password) is answered once, by the call that made it, and never again.
 * No operator disables themselves or changes their own role, and the last enabled owner is
 * never disabled nor demoted.
 */

/** Lower-case letters, digits and underscores (the sign-in lower-cases what is typed). */
export const OPERATOR_USERNAME = /^[a-z0-9_]{3,40}$/;
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 128;

export const operatorUsername = onFirstUse(() =>
  z.string().check(z.trim(), z.toLowerCase(), z.regex(OPERATOR_USERNAME)),
);

/** At least 12 characters with a letter and a digit: operators hold the site's money. */
export const operatorPassword = onFirstUse(() =>
  z
    .string()
    .check(
      z.minLength(OPERATOR_PASSWORD_MIN),
      z.maxLength(OPERATOR_PASSWORD_MAX),
      z.regex(/\p{L}/u),
      z.regex(/\p{Nd}/u),
    ),
);

export const operatorsQuery = onFirstUse(() =>
  z.object({
    ...pageQuery.shape,
    /** Part of the username. */
    q: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    role: z.optional(z.enum(ADMIN_ROLES)),
  }),
);

export const operatorSummary = onFirstUse(() =>
  z.object({
    id: z.int(),
    username: z.string(),
    role: z.enum(ADMIN_ROLES),
    disabled: z.boolean(),
    createdAt: z.number(),
    lastSignInAt: z.nullable(z.number()),
    /** Signed in with the current authenticator secret at least once since it was issued. */
    totpSetUp: z.boolean(),
  }),
);
export type OperatorSummary = z.infer<typeof operatorSummary>;

export const operatorsPage = onFirstUse(() =>
  z.object({ ...pageInfo.shape, list: z.array(operatorSummary) }),
);

export const operatorDetail = onFirstUse(() =>
  z.object({
    ...operatorSummary.shape,
    permissions: z.array(z.enum(ADMIN_PERMISSIONS)),
    /** Sessions not ended nor expired. */
    activeSessions: z.int(),
  }),
);
export type OperatorDetail = z.infer<typeof operatorDetail>;

export const newOperatorBody = onFirstUse(() =>
  z.object({
    username: operatorUsername,
    role: z.enum(ADMIN_ROLES),
    /** Absent: the server makes one and answers it once. */
    password: z.optional(operatorPassword),
  }),
);
export type NewOperatorBody = z.infer<typeof newOperatorBody>;

/** A fresh authenticator secret, answered once, with the URI an authenticator app scans. */
export const operatorTotp = onFirstUse(() =>
  z.object({ secret: z.string(), otpauthUri: z.string() }),
);

export const newOperatorAnswer = onFirstUse(() =>
  z.object({
    operator: operatorDetail,
    totp: operatorTotp,
    /** The generated password when none was given; null otherwise. */
    password: z.nullable(z.string()),
  }),
);
export type NewOperatorAnswer = z.infer<typeof newOperatorAnswer>;

export const operatorRoleBody = onFirstUse(() => z.object({ role: z.enum(ADMIN_ROLES) }));

export const totpResetAnswer = onFirstUse(() =>
  z.object({ operator: operatorDetail, totp: operatorTotp }),
);
export type TotpResetAnswer = z.infer<typeof totpResetAnswer>;

export const passwordResetAnswer = onFirstUse(() =>
  z.object({ operator: operatorDetail, password: z.string() }),
);
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswer>;

export const listOperators = adminEndpoint({
  method: 'GET',
  path: '/admin/api/operators',
  guard: 'operators.manage',
  query: operatorsQuery,
  answer: operatorsPage,
});

export const operator = adminEndpoint({
  method: 'GET',
  path: '/admin/api/operators/:id',
  guard: 'operators.manage',
  params: idParams,
  answer: operatorDetail,
});

export const createOperator = adminEndpoint({
  method: 'POST',
  path: '/admin/api/operators',
  guard: 'operators.manage',
  body: newOperatorBody,
  answer: newOperatorAnswer,
});

export const changeOperatorRole = adminEndpoint({
  method: 'PUT',
  path: '/admin/api/operators/:id/role',
  guard: 'operators.manage',
  params: idParams,
  body: operatorRoleBody,
  answer: operatorDetail,
});

/** A new authenticator secret; the operator's sessions end at once. */
export const resetOperatorTotp = adminEndpoint({
  method: 'POST',
  path: '/admin/api/operators/:id/totp-reset',
  guard: 'operators.manage',
  params: idParams,
  answer: totpResetAnswer,
});

/** A generated password; the operator's sessions end at once. */
export const resetOperatorPassword = adminEndpoint({
  method: 'POST',
  path: '/admin/api/operators/:id/password-reset',
  guard: 'operators.manage',
  params: idParams,
  answer: passwordResetAnswer,
});

/** The operator can no longer sign in, and their sessions end at once. */
export const disableOperator = adminEndpoint({
  method: 'POST',
  path: '/admin/api/operators/:id/disable',
  guard: 'operators.manage',
  params: idParams,
  answer: operatorDetail,
});

export const enableOperator = adminEndpoint({
  method: 'POST',
  path: '/admin/api/operators/:id/enable',
  guard: 'operators.manage',
  params: idParams,
  answer: operatorDetail,
});
