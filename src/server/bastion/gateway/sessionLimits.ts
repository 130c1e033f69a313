import { SessionEndReason } from '../../../shared/protocol/terminal';
import { SESSION_END_WARNING_MINUTES } from '../../../shared/rules/behaviorRules';
import type { SessionActivity } from './sessionActivity';

export type LimitVerdict =
  | { kind: 'none' }
  | { kind: 'end'; reason: typeof SessionEndReason.idleTimeout | typeof SessionEndReason.maxDuration }
  | { kind: 'warn'; minutesLeft: number };

const MINUTE_MS = 60_000;

/**
 * What the behaviour policies' time limits say about a live session at `nowMs`: end it (idle for the idle
 * timeout, or as old as the maximum length), warn its user once when the maximum is near, or nothing.
 */
export function limitVerdict(
  activity: SessionActivity,
  limits: { idleMinutes: number | null; maxSessionMinutes: number | null },
  nowMs: number,
): LimitVerdict {
  if (limits.maxSessionMinutes !== null) {
    const endsAt = activity.openedAt + limits.maxSessionMinutes * MINUTE_MS;
    if (nowMs >= endsAt) return { kind: 'end', reason: SessionEndReason.maxDuration };
  }
  if (limits.idleMinutes !== null && nowMs - activity.lastInputAt >= limits.idleMinutes * MINUTE_MS)
    return { kind: 'end', reason: SessionEndReason.idleTimeout };
  if (limits.maxSessionMinutes !== null && !activity.endWarned) {
    const left = activity.openedAt + limits.maxSessionMinutes * MINUTE_MS - nowMs;
    if (left <= SESSION_END_WARNING_MINUTES * MINUTE_MS)
      return { kind: 'warn', minutesLeft: Math.ceil(left / MINUTE_MS) };
  }
  return { kind: 'none' };
}
