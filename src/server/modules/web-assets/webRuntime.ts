import { SessionState } from '../../../shared/api/terminal';
import type { SessionEndReason } from '../../../shared/protocol/terminal';
import { limitVerdict } from '../../bastion/gateway/sessionLimits';
import type { WebRequestEntry } from '../../bastion/web/webSession';
import type { Deps } from '../../deps';
import { behaviorFor } from '../policies';
import { loadSettings } from '../settings';
import { stillAuthorized } from '../terminal';
import { isTokenLive, touchToken } from '../ucenter';
import { WebRequestLog } from './requestLog';

/** Browsing counts as console activity at most this often (the sign-in's idle timeout), as typing in a terminal. */
const ACTIVITY_WRITE_MS = 30_000;

const logs = new WeakMap<Deps['webSessions'], WebRequestLog>();
const lastTouch = new Map<string, number>();

/** The request log of this server's web sessions (one per registry, so per server in a test run of several). */
export function requestLogOf(deps: Deps): WebRequestLog {
  let log = logs.get(deps.webSessions);
  if (!log) {
    log = new WebRequestLog(deps);
    logs.set(deps.webSessions, log);
  }
  return log;
}

/**
 * Whether a web session may go on (null) or why it ends: the console sign-in it was opened with is live, the
 * authorisation still covers the asset and account from the same address, the behaviour policies' idle time and
 * maximum length as they stand now.
 */
export async function standingOf(deps: Deps, sessionId: number): Promise<SessionEndReason | null> {
  const live = deps.webSessions.get(sessionId);
  if (!live) return 'accessEnded';
  const { init } = live;
  if (!(await isTokenLive(deps, await loadSettings(deps.db), init.tokenHash))) return 'signInExpired';
  const facts = { userId: init.userId, assetId: init.assetId, accountId: init.accountId };
  if (!(await stillAuthorized(deps, { ...facts, sourceIp: init.sourceIp }))) return 'accessEnded';
  const verdict = limitVerdict(init.activity, await behaviorFor(deps, facts), deps.now().getTime());
  return verdict.kind === 'end' ? verdict.reason : null;
}

/** One relayed request: into the log, and the console sign-in kept from idling out while the user browses. */
export function recordRequest(deps: Deps, sessionId: number, tokenHash: string, entry: WebRequestEntry): void {
  requestLogOf(deps).push(sessionId, entry);
  const now = deps.now().getTime();
  if (now - (lastTouch.get(tokenHash) ?? Number.NEGATIVE_INFINITY) < ACTIVITY_WRITE_MS) return;
  lastTouch.set(tokenHash, now);
  touchToken(deps, tokenHash).catch((error: unknown) =>
    deps.log.warn({ err: error }, 'web session activity could not be written to the sign-in'),
  );
}

/** The row's end: finished, why, when, and how many requests went through (the audit's command count). */
export async function markWebEnded(deps: Deps, sessionId: number, reason: SessionEndReason): Promise<void> {
  lastTouchSweep(deps.now().getTime());
  try {
    await requestLogOf(deps).flush();
    const { count } = await deps.db
      .selectFrom('web_requests')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    await deps.db
      .updateTable('terminal_sessions')
      .set({
        state: SessionState.finished,
        end_reason: reason,
        ended_at: deps.now().toISOString(),
        command_count: Number(count),
      })
      .where('id', '=', sessionId)
      .execute();
  } catch (error) {
    // The database may be closing with the server; the next start closes the row (closeInterruptedSessions).
    deps.log.error({ err: error, sessionId }, 'web session end could not be recorded');
  }
}

/** Forgets activity stamps nobody has refreshed for a while, so the map does not grow with every sign-in. */
function lastTouchSweep(nowMs: number): void {
  const cutoff = nowMs - 10 * ACTIVITY_WRITE_MS;
  for (const [hash, at] of lastTouch) if (at < cutoff) lastTouch.delete(hash);
}
