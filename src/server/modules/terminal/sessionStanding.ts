import type { FastifyInstance } from 'fastify';
import { formatMessage, type Lang } from '../../../shared/messages';
import { SessionEndReason } from '../../../shared/protocol/terminal';
import type { SessionActivity } from '../../bastion/gateway/sessionActivity';
import { limitVerdict } from '../../bastion/gateway/sessionLimits';
import type { Deps } from '../../deps';
import { mayUseAsset } from '../grants';
import { behaviorResolver } from '../policies';
import { loadSettings } from '../settings';
import { isTokenLive, touchToken } from '../ucenter';

/** What the standing check needs of a live session: terminal and graphical sessions (modules/graphical-sessions) alike. */
export interface StandingSession {
  readonly id: number;
  readonly tokenHash: string;
  readonly ended: boolean;
  readonly activity: SessionActivity;
  readonly language: Lang;
  end(reason: SessionEndReason): Promise<void>;
  notice(level: 'info' | 'warning' | 'error', message: string): void;
}

/** How often the live sessions of this node are checked against their sign-in and authorisation. */
export const STANDING_CHECK_MS = 30_000;
/** Typing counts as console activity at most this often (one write per session). */
const ACTIVITY_WRITE_MS = 30_000;

/**
 * What keeps a live terminal session standing, checked for every session of this node: the console sign-in
 * it was opened with (idle and lifetime timeouts, the account locked or past its validity: signInExpired) and
 * the authorisation to its asset and account from the address it came from (revoked, expired, narrowed:
 * accessEnded), and the behaviour policies' idle timeout and maximum length as they stand now (idleTimeout,
 * maxDuration, with a warning before the maximum). Sign-out and revocation end sessions at once through realtime
 * events (signOut.ts); this catches what only the clock or a changed authorisation or policy decides.
 */
export async function checkSessionStanding(
  deps: Deps,
  sessions: readonly StandingSession[] = deps.terminals.live(),
): Promise<void> {
  const live = sessions.filter((session) => !session.ended);
  if (live.length === 0) return;
  const settings = await loadSettings(deps.db);
  const rows = await deps.db
    .selectFrom('terminal_sessions')
    .select(['id', 'user_id', 'asset_id', 'account_id', 'client_ip'])
    .where(
      'id',
      'in',
      live.map((session) => session.id),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const behaviorOf = await behaviorResolver(deps);
  for (const session of live) {
    const row = byId.get(session.id);
    if (!row) continue;
    if (!(await isTokenLive(deps, settings, session.tokenHash))) {
      void session.end(SessionEndReason.signInExpired);
      continue;
    }
    const decision = await mayUseAsset(deps, row.user_id, row.asset_id, {
      permission: 'login',
      sourceIp: row.client_ip,
    });
    const accountAllowed =
      decision.allowed && (decision.accountIds === null || decision.accountIds.includes(row.account_id));
    if (!accountAllowed) {
      void session.end(SessionEndReason.accessEnded);
      continue;
    }
    const behavior = await behaviorOf({ userId: row.user_id, assetId: row.asset_id, accountId: row.account_id });
    const verdict = limitVerdict(session.activity, behavior, deps.now().getTime());
    if (verdict.kind === 'end') void session.end(verdict.reason);
    else if (verdict.kind === 'warn') {
      session.activity.endWarned = true;
      session.notice(
        'warning',
        formatMessage('behaviorSessionEndsSoon', session.language, {
          minutes: verdict.minutesLeft,
          policy: behavior.decidedBy.maxSessionMinutes ?? '',
        }),
      );
    }
  }
}

export function scheduleStandingChecks(app: FastifyInstance, deps: Deps): void {
  const timer = setInterval(() => {
    checkSessionStanding(deps).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'terminal session standing check failed'),
    );
  }, STANDING_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** The `ownerActive` hook of one session: keeps its console sign-in from idling out while the user types. */
export function ownerActivity(deps: Deps, tokenHash: string): () => void {
  let lastWrite = Number.NEGATIVE_INFINITY;
  return () => {
    const now = deps.now().getTime();
    if (now - lastWrite < ACTIVITY_WRITE_MS) return;
    lastWrite = now;
    touchToken(deps, tokenHash).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'terminal activity could not be written to the sign-in'),
    );
  };
}
