import { ResponseCode } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import { CAPTCHA_TTL_SECONDS, drawCaptcha } from '../../security/captcha';

/**
 * Stores a new captcha. The answer is kept as plain lower-case text, not hashed: it is four characters
 * valid for two minutes and usable once, so a hash would protect nothing (the space is tiny) while plain
 * text lets the server tests read it from the table and play the user through the real sign-in path.
 */
export async function createCaptcha(deps: Deps): Promise<{ uuid: string; img: string }> {
  const { uuid, img, answer } = await drawCaptcha();
  const now = deps.now();
  await deps.db
    .insertInto('captchas')
    .values({
      uuid,
      answer,
      expires_at: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000).toISOString(),
      used_at: null,
    })
    .execute();
  // Old rows are useless; sweeping a few on each draw keeps the table small without a timer.
  await deps.db
    .deleteFrom('captchas')
    .where('expires_at', '<', new Date(now.getTime() - 3600_000).toISOString())
    .execute();
  return { uuid, img };
}

/**
 * Consumes the captcha whatever the outcome: the first attempt, right or wrong, uses it up, so a wrong
 * guess cannot be followed by another on the same image. The conditional UPDATE makes the consumption
 * atomic: of two concurrent attempts only one finds the row unused.
 */
export async function verifyCaptcha(deps: Deps, uuid: string, code: string): Promise<void> {
  if (!uuid) throw new AppError(ResponseCode.captchaExpired, 'captchaExpired');
  if (!code) throw fieldError('code', 'captchaRequired');
  const now = deps.now().toISOString();
  const row = await deps.db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('uuid', '=', uuid)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('answer')
    .executeTakeFirst();
  if (!row) throw new AppError(ResponseCode.captchaExpired, 'captchaExpired');
  if (row.answer !== code.trim().toLowerCase()) throw new AppError(ResponseCode.captchaWrong, 'captchaWrong');
}
