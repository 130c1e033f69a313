/**
 * ISO 8601 durations of timer boundary events (`PT30M`, `P1DT12H`, `P2W`), in milliseconds. Years and
 * months are refused: their length depends on the calendar, and a deadline must mean the same everywhere.
 * A decimal fraction (`PT1.5H`, `PT0,5S`) is accepted on any part.
 */
export type IsoDurationResult =
  | { ok: true; ms: number }
  /** format: not an ISO 8601 duration; ambiguous: uses years or months; notPositive: zero or negative. */
  | { ok: false; reason: 'format' | 'ambiguous' | 'notPositive' };

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const DURATION = new RegExp(
  `^(-)?P(?:${NUMBER}Y)?(?:${NUMBER}M)?(?:${NUMBER}W)?(?:${NUMBER}D)?(?:T(?:${NUMBER}H)?(?:${NUMBER}M)?(?:${NUMBER}S)?)?$`,
);

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

export function parseIsoDuration(text: string): IsoDurationResult {
  const value = text.trim().toUpperCase();
  const match = DURATION.exec(value);
  // "P" and "PT" alone match the pattern with every part empty; a time part needs at least one number.
  if (!match || value === 'P' || value.endsWith('T')) return { ok: false, reason: 'format' };
  const [, minus, years, months, weeks, days, hours, minutes, seconds] = match;
  if (years !== undefined || months !== undefined) return { ok: false, reason: 'ambiguous' };
  // ISO 8601 writes weeks alone (P2W); P1W2D is a common slip worth refusing rather than guessing.
  if (weeks !== undefined && [days, hours, minutes, seconds].some((part) => part !== undefined)) {
    return { ok: false, reason: 'format' };
  }
  const amount = (part: string | undefined) => (part === undefined ? 0 : Number(part.replace(',', '.')));
  const ms = Math.round(
    amount(weeks) * WEEK_MS +
      amount(days) * DAY_MS +
      amount(hours) * HOUR_MS +
      amount(minutes) * MINUTE_MS +
      amount(seconds) * SECOND_MS,
  );
  if (!Number.isSafeInteger(ms)) return { ok: false, reason: 'format' };
  if (minus !== undefined || ms <= 0) return { ok: false, reason: 'notPositive' };
  return { ok: true, ms };
}
