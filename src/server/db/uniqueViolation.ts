/**
 * Whether a database error is a unique-constraint violation (SQLite or PostgreSQL). The services check
 * names before inserting; this catches the rare case where two administrators save the same name at
 * the same moment, so that the loser gets "already taken" instead of a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Runs a write; a unique violation becomes the given error. */
export async function onUniqueViolation<T>(write: () => Promise<T>, toError: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw toError();
    throw error;
  }
}
