/**
 * Idempotent writes under a request key that a unique index guards. Two copies of one request
 * may both find the key free and both insert; the database refuses the later one (on
 * PostgreSQL only once the first commits), and that copy must answer what the first did.
 */

/** The driver's error is a unique (or primary) key refusal, on PostgreSQL or SQLite. */
export const isUniqueViolation = (err: unknown): boolean => {
  const code = (err as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
};

/**
 * Answers the first result of a keyed write: `find` reads it (undefined while the key is
 * unused), `write` makes it in its own transaction. A copy that fails while another copy
 * succeeds, on the key's unique index or by a refusal the winner caused (the cash it took, a
 * count it used up), reads the winner's result instead. `write` must not run inside a caller's
 * transaction: on PostgreSQL the refusal aborts it, and the winner's row is only visible after.
 */
export const idempotentWrite = async <T>(
  find: () => Promise<T | undefined>,
  write: () => Promise<T>,
): Promise<T> => {
  const earlier = await find();
  if (earlier !== undefined) return earlier;
  try {
    return await write();
  } catch (err) {
    const first = await find();
    if (first === undefined) throw err;
    return first;
  }
};
