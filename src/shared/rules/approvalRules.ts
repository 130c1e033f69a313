/**
 * Enumerations of command interception, login policies and the command / login approvals (spec §3
 * Intercept match, §4 Command and login approval). docs/approvals.md explains how they are used.
 */

/** Spec §3 Intercept match. */
export const MatchKind = { string: 0, regex: 1 } as const;

/** What a command policy does with a matching line. */
export const CommandAction = { block: 0, approve: 1, warn: 2 } as const;
export type CommandActionValue = (typeof CommandAction)[keyof typeof CommandAction];
export const COMMAND_ACTIONS = [CommandAction.block, CommandAction.approve, CommandAction.warn] as const;

/** What a login policy does with a login it applies to. */
export const LoginAction = { allow: 0, deny: 1, approve: 2 } as const;
export type LoginActionValue = (typeof LoginAction)[keyof typeof LoginAction];
export const LOGIN_ACTIONS = [LoginAction.allow, LoginAction.deny, LoginAction.approve] as const;

/** Spec §4 Command and login approval. */
export const ApprovalStatus = { pending: 1, approved: 2, refused: 3, withdrawn: 4 } as const;
export type ApprovalStatusValue = (typeof ApprovalStatus)[keyof typeof ApprovalStatus];

/** The two approval kinds; `approveType` of a station message's jump parameters. */
export const APPROVAL_KINDS = ['command', 'login'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** Spec §5 Refusal reason and Login approval timeout. */
export const REFUSE_REASON_MAX = 99;
export const LOGIN_REASON_MAX = 99;
export const EXPIRATION_DEFAULT_MINUTES = 5;
export const EXPIRATION_MIN_MINUTES = 1;
export const EXPIRATION_MAX_MINUTES = 100_000_000;

/** Days of the week as login policies store them: 1 Monday … 7 Sunday (ISO). */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** "HH:MM", 00:00–23:59; a range's end "24:00" means the end of the day. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
export const TIME_OF_DAY_END = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

export function minutesOfDay(text: string): number {
  const [hours = '0', minutes = '0'] = text.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** ISO day of the week (1 Monday … 7 Sunday) and minute of the day of `at` in the server's time zone. */
export function localWeekTime(at: Date): { day: number; minute: number } {
  const day = at.getDay() === 0 ? 7 : at.getDay();
  return { day, minute: at.getHours() * 60 + at.getMinutes() };
}

export interface TimeRange {
  start: string;
  end: string;
}

/**
 * Whether `at` falls in the windows: no day means every day, no range means the whole day. A range whose
 * end is before its start runs over midnight (22:00–06:00) and belongs to the day it starts on.
 */
export function inTimeWindows(days: readonly number[], ranges: readonly TimeRange[], at: Date): boolean {
  const { day, minute } = localWeekTime(at);
  const previousDay = day === 1 ? 7 : day - 1;
  const dayAllowed = (d: number) => days.length === 0 || days.includes(d);
  if (ranges.length === 0) return dayAllowed(day);
  return ranges.some((range) => {
    const start = minutesOfDay(range.start);
    const end = minutesOfDay(range.end);
    if (start < end) return dayAllowed(day) && minute >= start && minute < end;
    // Over midnight: the evening part today, the morning part belongs to yesterday's range.
    return (dayAllowed(day) && minute >= start) || (dayAllowed(previousDay) && minute < end);
  });
}
