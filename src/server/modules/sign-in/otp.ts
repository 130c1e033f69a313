import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { OtpBindStart } from '../../../shared/api/signInMethods';
import { ResponseCode } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { contextOf, SEALED } from '../../security/sealedColumns';

export const OTP_ISSUER = 'Gatehouse';
const PERIOD_SECONDS = 30;
/** An unconfirmed secret must be confirmed within this time, or binding starts again. */
const BIND_WINDOW_MS = 10 * 60_000;

const otpInvalid = () => new AppError(ResponseCode.otpInvalid, 'otpInvalid', {}, { data: { field: 'code' } });

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: OTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step a code belongs to (±1 step accepted), or null when it matches none. */
function matchingStep(secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totpOf(secret, '').validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
}

export async function isOtpBound(deps: Deps, userId: number): Promise<boolean> {
  const row = await deps.db.selectFrom('user_otp').select('confirmed').where('user_id', '=', userId).executeTakeFirst();
  return row?.confirmed === 1;
}

/** A new secret for the user (replacing an unconfirmed one); refused while a confirmed one exists. */
export async function startOtpBind(deps: Deps, userId: number, userName: string): Promise<OtpBindStart> {
  if (await isOtpBound(deps, userId)) throw new AppError(ResponseCode.otpAlreadyBound, 'otpAlreadyBound');
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpOf(secret, userName).toString();
  const sealed = deps.vault.sealSecret(secret, contextOf(SEALED.otpSeeds, userId));
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_otp').where('user_id', '=', userId).execute();
    await trx
      .insertInto('user_otp')
      .values({
        user_id: userId,
        secret_sealed: sealed,
        confirmed: 0,
        last_step: 0,
        created_at: now,
        confirmed_at: null,
      })
      .execute();
  });
  return { secret, uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 200 }) };
}

/**
 * Checks a code and records its time step, so that each code is accepted once: a code of a step at or
 * before the last accepted one is refused (replay). The conditional UPDATE settles concurrent uses.
 */
async function acceptCode(deps: Deps, userId: number, code: string, confirmed: 0 | 1): Promise<boolean> {
  const row = await deps.db
    .selectFrom('user_otp')
    .select(['secret_sealed', 'last_step', 'created_at'])
    .where('user_id', '=', userId)
    .where('confirmed', '=', confirmed)
    .executeTakeFirst();
  if (!row) return false;
  const now = deps.now();
  if (confirmed === 0 && Date.parse(row.created_at) + BIND_WINDOW_MS < now.getTime()) {
    throw new AppError(ResponseCode.otpNotBound, 'otpBindExpired');
  }
  let secret: string;
  try {
    secret = deps.vault.openSecret(row.secret_sealed, contextOf(SEALED.otpSeeds, userId));
  } catch (error) {
    // Altered or copied from another user's row: no code can match; an administrator unbinds and the user
    // binds again.
    deps.log.error({ err: error, userId }, 'an OTP seed cannot be opened with this master key');
    return false;
  }
  const step = matchingStep(secret, code, now);
  if (step === null || step <= Number(row.last_step)) return false;
  const updated = await deps.db
    .updateTable('user_otp')
    .set({
      last_step: step,
      ...(confirmed === 0 ? { confirmed: 1 as const, confirmed_at: now.toISOString() } : {}),
    })
    .where('user_id', '=', userId)
    .where('last_step', '<', step)
    .where('confirmed', '=', confirmed)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function confirmOtpBind(deps: Deps, userId: number, code: string): Promise<void> {
  if (await isOtpBound(deps, userId)) throw new AppError(ResponseCode.otpAlreadyBound, 'otpAlreadyBound');
  const exists = await deps.db
    .selectFrom('user_otp')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!exists) throw new AppError(ResponseCode.otpNotBound, 'otpBindExpired');
  if (!(await acceptCode(deps, userId, code, 0))) throw otpInvalid();
}

/** A code of the user's bound OTP: true once per code. */
export async function verifyOtp(deps: Deps, userId: number, code: string): Promise<boolean> {
  return acceptCode(deps, userId, code, 1);
}

export async function unbindOwnOtp(deps: Deps, userId: number, code: string): Promise<void> {
  if (!(await isOtpBound(deps, userId))) throw new AppError(ResponseCode.otpNotBound, 'otpNotBound');
  if (!(await verifyOtp(deps, userId, code))) throw otpInvalid();
  await deps.db.deleteFrom('user_otp').where('user_id', '=', userId).execute();
}

export async function adminUnbindOtp(deps: Deps, userId: number): Promise<void> {
  const user = await deps.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError(ResponseCode.notFound, 'messageUserUnknown', {}, { data: { field: 'userId' } });
  const removed = await deps.db.deleteFrom('user_otp').where('user_id', '=', userId).executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw new AppError(ResponseCode.otpNotBound, 'otpNotBound');
}
