import { randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS, type CodeSent } from '../../../shared/api/signInMethods';
import { ResponseCode } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { vaultFor } from '../../security/vault';

export type CodePurpose = 'login' | 'second' | 'reset';
export type CodeChannel = 'sms' | 'email';

/** Wrong guesses allowed on one code before it is void. */
export const CODE_MAX_ATTEMPTS = 5;
/** Codes per target per hour, and per client address per hour (all targets). */
export const CODES_PER_TARGET_HOUR = 10;
export const CODES_PER_IP_HOUR = 30;
const HOUR_MS = 3_600_000;

export interface CodeRequest {
  purpose: CodePurpose;
  channel: CodeChannel;
  /**
   * What the code is for and what the limits count: a phone number, `user:<id>` or `reset:<channel>:<name>`.
   * Known or not, a target is counted the same, so the limits tell nothing about who exists.
   */
  target: string;
  userId: number | null;
  ip: string;
}

const macOf = (deps: Deps, purpose: string, target: string, code: string) =>
  vaultFor(deps.dataDir).mac('verification-code', `${purpose}\n${target}\n${code}`);

/** Refuses a request over the limits: one per target per 60 s, 10 per target and 30 per address an hour. */
async function checkLimits(deps: Deps, request: CodeRequest, now: Date): Promise<void> {
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const recent = await deps.db
    .selectFrom('verification_codes')
    .select('created_at')
    .where('target', '=', request.target)
    .where('purpose', '=', request.purpose)
    .where('created_at', '>', hourAgo)
    .orderBy('created_at', 'desc')
    .execute();
  const latest = recent[0];
  if (latest) {
    const waitMs = Date.parse(latest.created_at) + CODE_RESEND_SECONDS * 1000 - now.getTime();
    if (waitMs > 0) {
      throw new AppError(ResponseCode.codeTooFrequent, 'codeTooFrequent', { seconds: Math.ceil(waitMs / 1000) });
    }
  }
  if (recent.length >= CODES_PER_TARGET_HOUR) throw new AppError(ResponseCode.codeTooFrequent, 'codeLimitReached');
  const fromIp = await deps.db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('ip', '=', request.ip.slice(0, 64))
    .where('created_at', '>', hourAgo)
    .executeTakeFirstOrThrow();
  if (Number(fromIp.n) >= CODES_PER_IP_HOUR) throw new AppError(ResponseCode.codeTooFrequent, 'codeLimitReached');
}

/**
 * Makes a 6-digit code (crypto random), keeps only its keyed hash and voids older codes of the same
 * target. `deliver` is null when there is no one to send it to (unknown number or user): the row is
 * still written so that limits and answers are the same as for a real one.
 */
export async function issueCode(
  deps: Deps,
  request: CodeRequest,
  deliver: ((code: string) => Promise<void>) | null,
): Promise<{ sent: CodeSent; delivery: Promise<void> }> {
  const now = deps.now();
  await checkLimits(deps, request, now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.transaction().execute(async (trx) => {
    // The limits look back one hour: older rows only take space.
    await trx
      .deleteFrom('verification_codes')
      .where('created_at', '<', new Date(now.getTime() - 2 * HOUR_MS).toISOString())
      .execute();
    await trx
      .updateTable('verification_codes')
      .set({ used_at: now.toISOString() })
      .where('target', '=', request.target)
      .where('purpose', '=', request.purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('verification_codes')
      .values({
        purpose: request.purpose,
        channel: request.channel,
        target: request.target.slice(0, 128),
        user_id: request.userId,
        code_hash: macOf(deps, request.purpose, request.target, code),
        attempts: 0,
        ip: request.ip.slice(0, 64),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + CODE_TTL_SECONDS * 1000).toISOString(),
        used_at: null,
      })
      .execute();
  });
  return {
    sent: { expiresInSeconds: CODE_TTL_SECONDS, resendAfterSeconds: CODE_RESEND_SECONDS },
    delivery: deliver ? deliver(code) : Promise.resolve(),
  };
}

/**
 * Checks a code against the newest live code of the target and uses it up on success. Every wrong
 * guess counts; the fifth voids the code. Answers the user the code was issued for, or null (wrong,
 * expired, used, or issued for nobody).
 */
export async function consumeCode(
  deps: Deps,
  purpose: CodePurpose,
  target: string,
  code: string,
): Promise<{ userId: number | null } | null> {
  const now = deps.now().toISOString();
  const row = await deps.db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'user_id', 'attempts'])
    .where('target', '=', target)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(macOf(deps, purpose, target, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await deps.db
      .updateTable('verification_codes')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        ...(row.attempts + 1 >= CODE_MAX_ATTEMPTS ? { used_at: now } : {}),
      }))
      .where('id', '=', row.id)
      .execute();
    return null;
  }
  // Conditional: of two concurrent uses of the same code only one finds it unused.
  const used = await deps.db
    .updateTable('verification_codes')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) === 0) return null;
  return { userId: row.user_id };
}

export const codeInvalid = () => new AppError(ResponseCode.codeInvalid, 'codeInvalid', {}, { data: { field: 'code' } });
