/** "3 分钟前" / "3 minutes ago": the age of data, in the console's language. */
export function formatAge(savedAt: number, now: number, lang: string, justNow: string): string {
  const seconds = Math.max(0, Math.round((now - savedAt) / 1000));
  if (seconds < 60) return justNow;
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'always' });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  return format.format(-Math.floor(hours / 24), 'day');
}
