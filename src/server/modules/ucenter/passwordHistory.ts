import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fieldError } from '../../errors/appError';
import { verifyPassword } from '../../security/passwords';
import type { Settings } from '../settings';

const historySize = (settings: Settings) => Math.max(settings.passwordHistoryCount, 1);

/**
 * The password-history rule, its one home: a new password may not be one of the user's last N
 * (`passwordHistoryCount`, at least 1), whoever sets it (the user, an administrator, a recovery).
 */
export async function assertNotReused(
  db: Kysely<Database>,
  userId: number,
  password: string,
  settings: Settings,
  field: string,
): Promise<void> {
  const count = historySize(settings);
  const history = await db
    .selectFrom('password_history')
    .select('password_hash')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  for (const entry of history) {
    if (await verifyPassword(password, entry.password_hash)) throw fieldError(field, 'passwordReused', { count });
  }
}

/** Appends the new hash to the user's history and trims it to the last N. Run inside the change's transaction. */
export async function recordPassword(
  trx: Kysely<Database>,
  userId: number,
  passwordHash: string,
  at: string,
  settings: Settings,
): Promise<void> {
  await trx
    .insertInto('password_history')
    .values({ user_id: userId, password_hash: passwordHash, created_at: at })
    .execute();
  const keep = await trx
    .selectFrom('password_history')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(historySize(settings))
    .execute();
  await trx
    .deleteFrom('password_history')
    .where('user_id', '=', userId)
    .where(
      'id',
      'not in',
      keep.map((row) => row.id),
    )
    .execute();
}
