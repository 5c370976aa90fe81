import type { OperandExpression } from 'kysely';

/**
 * A set of member ids as a one-column subquery that one module hands another (an agent's team),
 * so the other filters its own rows by it (`where('member_id', 'in', set)`) in one statement,
 * without reading the first module's tables.
 */
export type MemberIdSet = OperandExpression<number>;
