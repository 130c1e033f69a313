import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/database';

/** What a challenge needs: the database and the clock. */
export interface ChallengeDeps {
  db: Db;
  now: () => Date;
}

export type ChallengePurpose = 'webauthn-register' | 'webauthn-login' | 'usbkey-login' | 'usbkey-bind';

/** Short-lived: a key prompt answered later than this is refused and the user simply tries again. */
export const CHALLENGE_TTL_MS = 2 * 60_000;

export interface Challenge {
  id: string;
  challenge: string;
  userId: number | null;
  rpId: string;
  origin: string;
}

export async function createChallenge(
  deps: ChallengeDeps,
  purpose: ChallengePurpose,
  options: { userId?: number | null; rpId?: string; origin?: string; challenge?: string } = {},
): Promise<Challenge> {
  const row: Challenge = {
    id: randomUUID(),
    challenge: options.challenge ?? randomBytes(32).toString('base64url'),
    userId: options.userId ?? null,
    rpId: options.rpId ?? '',
    origin: options.origin ?? '',
  };
  const now = deps.now();
  // Housekeeping in passing: challenges are tiny and die within minutes.
  await deps.db.deleteFrom('auth_challenges').where('expires_at', '<', now.toISOString()).execute();
  await deps.db
    .insertInto('auth_challenges')
    .values({
      id: row.id,
      purpose,
      challenge: row.challenge,
      user_id: row.userId,
      rp_id: row.rpId,
      origin: row.origin,
      expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return row;
}

/**
 * Takes a challenge for one use: the conditional update lets exactly one caller win, so a replayed or
 * concurrent answer finds nothing. Null when unknown, of another purpose, expired or already used.
 */
export async function consumeChallenge(
  deps: ChallengeDeps,
  id: string,
  purpose: ChallengePurpose,
): Promise<Challenge | null> {
  const now = deps.now().toISOString();
  const result = await deps.db
    .updateTable('auth_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  const row = await deps.db.selectFrom('auth_challenges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { id: row.id, challenge: row.challenge, userId: row.user_id, rpId: row.rp_id, origin: row.origin };
}
