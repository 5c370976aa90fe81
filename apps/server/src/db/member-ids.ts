import type { Expression, OperandExpression, SqlBool } from 'kysely';

/**
 * A set of member ids as a one-column subquery that one module hands another (an agent's team),
 * so the other filters its own rows by it (`where('member_id', 'in', set)`) in one statement,
 * without reading the first module's tables.
 */
export type MemberIdSet = OperandExpression<number>;

/**
 * The same set as a test of one member at a time: given the other module's member column, a
 * condition true when that row's member is in the set. Where the other module walks only a few
 * of its rows (live sessions, the latest bets), checking each is one index lookup, whereas
 * `in (set)` builds the whole set first (10,000 ids for a large team) on every request.
 */
export type MemberTest = (member: Expression<number>) => Expression<SqlBool>;
