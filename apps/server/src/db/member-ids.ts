import type { AliasableExpression, OperandExpression } from 'kysely';

/**
 * A set of member ids as a one-column subquery that one module hands another (an agent's team),
 * so the other filters its own rows by it (`where('member_id', 'in', set)`) in one statement,
 * without reading the first module's tables.
 */
export type MemberIdSet = OperandExpression<number>;

/**
 * Members in groups, as a subquery of (member_id, group_id) rows another module joins its rows
 * to and sums per group in one statement: a sub-team per direct downline of an agent, where the
 * downline's own rows are those whose member_id is the group_id. A member may be in one group.
 */
export type MemberGroupSet = AliasableExpression<{ member_id: number; group_id: number }>;
