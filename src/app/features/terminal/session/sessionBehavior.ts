import type { EffectiveBehavior } from '../../../../shared/api/behaviorPolicies';
import type { CapabilityRule } from '../../../../shared/rules/behaviorRules';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The behaviour policy that forbids `rule` in this session (its name), or null when the session may do it.
 * Sessions older than behaviour policies (behavior null) may do everything their authorisation allows.
 */
export function deniedBy(behavior: EffectiveBehavior | null, rule: CapabilityRule): string | null {
  if (!behavior || behavior[rule]) return null;
  // A deny always comes from a policy (the default allows); the name is only missing from a malformed row.
  return behavior.decidedBy[rule] ?? '?';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "14:32" on the day the session started, "05-21 14:32" when the end falls on another day. */
function clockTime(end: Date, start: Date): string {
  const time = `${pad(end.getHours())}:${pad(end.getMinutes())}`;
  return end.toDateString() === start.toDateString()
    ? time
    : `${pad(end.getMonth() + 1)}-${pad(end.getDate())} ${time}`;
}

/**
 * The session's time limits for its status line ("空闲 15 分钟断开 · 最长至 14:32"); null when none is set.
 * The latest end is the session's start plus the maximum length, in the browser's time zone.
 */
export function limitsText(behavior: EffectiveBehavior | null, startTime: string, t: Translate): string | null {
  if (!behavior) return null;
  const parts: string[] = [];
  if (behavior.idleMinutes !== null) parts.push(t('terminal.behavior.idle', { minutes: behavior.idleMinutes }));
  const start = new Date(startTime);
  if (behavior.maxSessionMinutes !== null && !Number.isNaN(start.getTime())) {
    const end = new Date(start.getTime() + behavior.maxSessionMinutes * 60_000);
    parts.push(t('terminal.behavior.maxUntil', { time: clockTime(end, start) }));
  }
  return parts.length > 0 ? parts.join(' · ') : null;
}
