import { StatementOutcome, type StatementResult } from '../../../shared/api/dbSessions';
import type { HeldStatementReply } from '../../../shared/api/heldStatements';
import { ResponseCode } from '../../../shared/codes';
import type { Lang } from '../../../shared/messages';
import type { LiveDbSession } from '../../bastion/database/dbSessionRegistry';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import type { StatementVerdict } from './judgeStatement';
import { insertStatement } from './statementRows';

type HoldVerdict = Extract<StatementVerdict, { action: 'hold' }>;

/** A web console statement waiting for its approvers, on the node that holds its session. */
interface Held {
  sql: string;
  lang: Lang;
  heldAt: Date;
  verdict: HoldVerdict;
  /** The approvers' answer, awaited from the moment the statement was held. */
  answer: Promise<{ approved: boolean; notice: string }>;
  stop: AbortController;
  /** Set once the held statement was run or its refusal recorded. */
  done: boolean;
}

/** The longest one wait request stays open before it answers `pending`. */
export const HELD_POLL_MS = 25_000;
/** How often a held statement looks whether its session ended (its request is then withdrawn). */
const SESSION_CHECK_MS = 5_000;

const heldOf = new WeakMap<LiveDbSession, Map<number, Held>>();

/** Keeps a held statement until the console asks for it; returns its approval id. */
export function holdStatement(deps: Deps, live: LiveDbSession, sql: string, lang: Lang, verdict: HoldVerdict): number {
  const approvalId = verdict.approvalId ?? 0;
  const stop = new AbortController();
  // Aborted only by a withdrawal, which records the statement itself.
  const answer = verdict.wait(stop.signal).catch(() => ({ approved: false, notice: '' }));
  const map = heldOf.get(live) ?? new Map<number, Held>();
  heldOf.set(live, map);
  const held: Held = { sql, lang, heldAt: deps.now(), verdict, answer, stop, done: false };
  map.set(approvalId, held);
  const check = setInterval(() => {
    if (held.done) return clearInterval(check);
    if (!live.ended) return;
    clearInterval(check);
    void withdraw(deps, live, approvalId).catch((error: unknown) =>
      deps.log.warn({ err: error, approvalId }, 'withdrawing a held statement of an ended session failed'),
    );
  }, SESSION_CHECK_MS);
  check.unref?.();
  return approvalId;
}

/** The session's statements waiting for their approvers, oldest first. */
export function listHeld(live: LiveDbSession): { approvalId: number; sql: string }[] {
  return [...(heldOf.get(live) ?? new Map<number, Held>()).entries()]
    .filter(([, held]) => !held.done)
    .map(([approvalId, held]) => ({ approvalId, sql: held.sql }));
}

function find(live: LiveDbSession, approvalId: number): Held {
  const held = heldOf.get(live)?.get(approvalId);
  if (!held || held.done)
    throw new AppError(
      ResponseCode.dbHeldStatementNotFound,
      'dbHeldStatementNotFound',
      {},
      {
        data: { field: 'approvalId' },
      },
    );
  return held;
}

/**
 * Waits up to `pollMs` for the approvers: pending, or (approved) the statement runs now through `runApproved`
 * (runStatement: authorised again, not judged again), and its result is the answer; refused or withdrawn records the refusal and answers 10020812 with the approvers' reason.
 */
export async function waitHeld(
  deps: Deps,
  live: LiveDbSession,
  approvalId: number,
  runApproved: (sql: string, lang: Lang, approved: { notice: string }) => Promise<StatementResult>,
  pollMs = HELD_POLL_MS,
): Promise<HeldStatementReply> {
  const held = find(live, approvalId);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), pollMs);
  });
  const answer = await Promise.race([held.answer, timeout]).finally(() => clearTimeout(timer));
  if (answer === null) return { status: 'pending' };
  if (held.done) throw new AppError(ResponseCode.dbStatementRefused, 'dbStatementWithdrawn');
  held.done = true;
  heldOf.get(live)?.delete(approvalId);
  if (!answer.approved) {
    await recordRefusal(deps, live, held, StatementOutcome.refused, answer.notice);
    throw new AppError(ResponseCode.dbStatementRefused, 'dbStatementNotice', { notice: answer.notice });
  }
  const result = await runApproved(held.sql, held.lang, { notice: answer.notice });
  return { status: 'ran', notice: answer.notice, result };
}

/** The user gives up (or the session ended): the request is withdrawn and the statement recorded as withdrawn. */
export async function withdraw(deps: Deps, live: LiveDbSession, approvalId: number): Promise<{ notice: string }> {
  const held = find(live, approvalId);
  held.done = true;
  heldOf.get(live)?.delete(approvalId);
  held.stop.abort();
  const notice = await held.verdict.withdraw();
  await recordRefusal(deps, live, held, StatementOutcome.withdrawn, notice);
  return { notice };
}

async function recordRefusal(deps: Deps, live: LiveDbSession, held: Held, outcome: string, notice: string) {
  await insertStatement(deps.db, {
    sessionId: live.id,
    sql: held.sql,
    startedAt: held.heldAt,
    durationMs: 0,
    outcome,
    rowCount: null,
    affectedRows: null,
    truncated: false,
    error: notice,
    errorCode: null,
    columns: [],
  });
}
