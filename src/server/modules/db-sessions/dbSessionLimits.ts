import type { FastifyInstance } from 'fastify';
import { SessionActivity } from '../../bastion/gateway/sessionActivity';
import { limitVerdict } from '../../bastion/gateway/sessionLimits';
import type { Deps } from '../../deps';
import { behaviorResolver } from '../policies';

/** How often the database sessions of this node are checked, as the terminal sessions are (sessionStanding.ts). */
const LIMIT_CHECK_MS = 30_000;

/**
 * The behaviour policies' time limits on the database sessions of this node, as they stand now (a policy added or
 * changed applies at the next check): a session older than the maximum length ends (maxDuration), one without a
 * statement for the idle minutes ends (idleTimeout); a statement still running is activity. The bastion's own idle
 * limit (DbSessionRegistry, 15 minutes by default) ends a session regardless, since it holds a live connection.
 */
export async function checkDbSessionLimits(deps: Deps): Promise<void> {
  const live = deps.databases.live().filter((session) => !session.ended);
  if (live.length === 0) return;
  const ids = live.map((session) => session.id);
  const [rows, lastStatements] = await Promise.all([
    deps.db
      .selectFrom('terminal_sessions')
      .select(['id', 'user_id', 'asset_id', 'account_id', 'started_at'])
      .where('id', 'in', ids)
      .execute(),
    deps.db
      .selectFrom('db_statements')
      .select(['session_id', 'started_at', 'duration_ms'])
      .where('session_id', 'in', ids)
      .orderBy('id', 'asc')
      .execute(),
  ]);
  const lastActive = new Map<number, number>();
  for (const statement of lastStatements)
    lastActive.set(statement.session_id, Date.parse(statement.started_at) + statement.duration_ms);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const behaviorOf = await behaviorResolver(deps);
  const nowMs = deps.now().getTime();
  for (const session of live) {
    const row = byId.get(session.id);
    if (!row) continue;
    const behavior = await behaviorOf({ userId: row.user_id, assetId: row.asset_id, accountId: row.account_id });
    const openedAt = Date.parse(row.started_at);
    const activity = activityOf(openedAt, session.isBusy ? nowMs : (lastActive.get(session.id) ?? openedAt));
    const verdict = limitVerdict(activity, behavior, nowMs);
    if (verdict.kind === 'end') void session.end(verdict.reason);
  }
}

/** The session's activity as the gateway's limit rules read it; there is no screen to warn on, so no warning. */
function activityOf(openedAt: number, lastActiveAt: number): SessionActivity {
  let clock = openedAt;
  const activity = new SessionActivity(() => clock);
  clock = lastActiveAt;
  activity.touch();
  activity.endWarned = true;
  return activity;
}

export function scheduleDbSessionLimits(app: FastifyInstance, deps: Deps): void {
  const timer = setInterval(() => {
    checkDbSessionLimits(deps).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'database session limit check failed'),
    );
  }, LIMIT_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
