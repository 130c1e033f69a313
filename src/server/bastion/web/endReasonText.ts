import { formatMessage, type Lang, type MessageKey } from '../../../shared/messages';
import { SessionEndReason } from '../../../shared/protocol/terminal';

const REASON_KEYS: Partial<Record<SessionEndReason, MessageKey>> = {
  [SessionEndReason.accessEnded]: 'webEndAccessEnded',
  [SessionEndReason.signedOut]: 'webEndSignedOut',
  [SessionEndReason.signInExpired]: 'webEndSignInExpired',
  [SessionEndReason.terminated]: 'webEndTerminated',
  [SessionEndReason.idleTimeout]: 'webEndIdleTimeout',
  [SessionEndReason.maxDuration]: 'webEndMaxDuration',
};

/** Why a web session ended, in words for its refusal page. */
export function endReasonText(reason: SessionEndReason | null, lang: Lang): string {
  return formatMessage((reason && REASON_KEYS[reason]) || 'webEndOther', lang);
}
