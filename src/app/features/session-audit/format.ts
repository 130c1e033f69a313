import type { TFunction } from 'i18next';
import type { TerminalSession } from '../../../shared/api/terminal';
import { enumLabel } from '../../components/page';

const pad = (value: number) => String(value).padStart(2, '0');

/** 75 → "01:15", 3725 → "1:02:05": the player's clock and the list's durations. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}

export { formatFileSize as formatBytes } from '../../components/formatFileSize';

export function loginResultLabel(session: TerminalSession, language: string): string {
  return enumLabel('login_result', session.loginResult, language);
}

export function endReasonLabel(t: TFunction, session: TerminalSession): string {
  if (!session.endReason) return '-';
  return t(`sessionAudit.endReason.${session.endReason}`, { defaultValue: session.endReason });
}

export function userLabel(session: TerminalSession): string {
  return session.nickName && session.nickName !== session.userName
    ? `${session.nickName} (${session.userName})`
    : session.userName;
}
