import { shareMessages } from '../../../shared/messages/shareMessages';

const isText = (message: string, key: keyof typeof shareMessages) =>
  message === shareMessages[key].zh || message === shareMessages[key].en;

/**
 * What a notice to a share guest says about typing: the owner's grant and take-back arrive as these notices (in the
 * guest's language). True: may type now; false: may not; null: the notice is about something else.
 */
export function guestInputChange(message: string): boolean | null {
  if (isText(message, 'shareInputGranted')) return true;
  if (isText(message, 'shareInputRevoked')) return false;
  return null;
}
