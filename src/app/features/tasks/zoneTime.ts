/** Time zones for the schedule: the browser's own, the list to choose from, and times shown in a chosen zone. */

const FALLBACK_ZONE = 'Asia/Shanghai';

/** The browser's IANA time zone, the default of a new task. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || FALLBACK_ZONE;
  } catch {
    // An engine without time-zone data: the console's home zone is the sensible default.
    return FALLBACK_ZONE;
  }
}

/** Every IANA zone the browser knows, UTC included (some engines list only the geographic ones). */
export function knownTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [browserTimeZone()];
  return zones.includes('UTC') ? [...zones] : ['UTC', ...zones];
}

/** The zones whose name contains `query` (case and separators ignored: "new york" finds America/New_York). */
export function filterTimeZones(zones: readonly string[], query: string, limit = 50): string[] {
  const wanted = normalise(query);
  if (!wanted) return zones.slice(0, limit);
  return zones.filter((zone) => normalise(zone).includes(wanted)).slice(0, limit);
}

const normalise = (text: string) => text.toLowerCase().replace(/[\s_/-]+/g, '');

const partsCache = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = partsCache.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    partsCache.set(zone, formatter);
  }
  return formatter;
}

const WEEKDAY_NUMBERS: Readonly<Record<string, number>> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** A moment as the wall clock of `zone` shows it: YYYY-MM-DD HH:mm:ss and the day of the week (0 Sunday). */
export function wallClockIn(iso: string, zone: string): { text: string; weekday: number } | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatterOf(zone).formatToParts(date);
  } catch {
    // An unknown zone: the caller shows the moment in the browser's zone instead.
    return null;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    text: `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`,
    weekday: WEEKDAY_NUMBERS[part('weekday')] ?? 0,
  };
}
