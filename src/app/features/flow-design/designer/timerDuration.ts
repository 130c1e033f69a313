/**
 * A timer's ISO 8601 duration (docs/flows.md "Timers") as the hours and minutes the panel edits. The server
 * accepts more (seconds, fractions); such a value is shown as written and replaced only when the user types
 * new hours or minutes.
 */
export interface DurationParts {
  hours: number;
  minutes: number;
}

const WEEKS = /^P(\d+)W$/;
const DAYS_AND_TIME = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:0+S)?)?$/;

function totalMinutes(value: string): number | null {
  const weeks = WEEKS.exec(value);
  if (weeks) return Number(weeks[1]) * 7 * 24 * 60;
  const match = DAYS_AND_TIME.exec(value);
  // "P" and "PT" match with every part empty, and the server refuses them.
  if (!match || value === 'P' || value.endsWith('T')) return null;
  const [days = 0, hours = 0, minutes = 0] = match.slice(1).map((part) => Number(part ?? 0));
  return (days * 24 + hours) * 60 + minutes;
}

/** The hours and minutes of `iso`, days and weeks counted in hours; null when they cannot say it exactly. */
export function durationToParts(iso: string): DurationParts | null {
  const total = totalMinutes(iso.trim().toUpperCase());
  if (total === null || !Number.isSafeInteger(total) || total <= 0) return null;
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** `PT4H`, `PT1H30M`, `PT45M`; minutes past 59 carry into hours. '' when the duration is not positive. */
export function partsToDuration({ hours, minutes }: DurationParts): string {
  const whole = (value: number) => (Number.isFinite(value) ? Math.floor(Math.max(0, value)) : 0);
  const total = whole(hours) * 60 + whole(minutes);
  if (!Number.isSafeInteger(total) || total <= 0) return '';
  const wholeHours = Math.floor(total / 60);
  const rest = total % 60;
  return `PT${wholeHours > 0 ? `${wholeHours}H` : ''}${rest > 0 ? `${rest}M` : ''}`;
}
