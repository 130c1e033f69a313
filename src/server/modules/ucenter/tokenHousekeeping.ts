import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

const HOUR_MS = 3_600_000;
/** Revoked tokens stay a day so that "signed out" can still be told apart from "unknown" while tabs catch up. */
const REVOKED_KEEP_MS = 24 * HOUR_MS;

/** Deletes tokens past their absolute lifetime and tokens revoked more than a day ago; answers how many. */
export async function purgeDeadTokens(deps: Deps): Promise<number> {
  const now = deps.now().getTime();
  const result = await deps.db
    .deleteFrom('auth_tokens')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', new Date(now).toISOString()),
        eb('revoked_at', '<=', new Date(now - REVOKED_KEEP_MS).toISOString()),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Purges at start and then hourly; the timer never keeps the process alive and stops with the app. */
export function scheduleTokenHousekeeping(app: FastifyInstance, deps: Deps): void {
  const run = () =>
    purgeDeadTokens(deps).catch((error: unknown) => deps.log.warn({ err: error }, 'token housekeeping failed'));
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    await run();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
