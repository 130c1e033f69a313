import { formatDateTime } from '../../components/formatDateTime';
import { toLocalInput } from '../grants';

/** The licence form's default period: from now for 7 days (datetime-local texts). */
export const DEFAULT_LICENCE_DAYS = 7;

export function defaultLicencePeriod(now: Date): { start: string; end: string } {
  const end = new Date(now.getTime() + DEFAULT_LICENCE_DAYS * 24 * 60 * 60 * 1000);
  return { start: toLocalInput(now.toISOString()), end: toLocalInput(end.toISOString()) };
}

/** A licence's (or an application's) period as the lists and facts show it: from ~ to. */
export const periodText = ({ startTime, expireTime }: { startTime: string; expireTime: string }): string =>
  `${formatDateTime(startTime)} ~ ${formatDateTime(expireTime)}`;
