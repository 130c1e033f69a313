import type { KeyAlgorithm } from '../../shared/api/keys';

/**
 * The algorithm new USB keys are initialised and bound with, per installation: GATEHOUSE_USB_KEY_ALGORITHM
 * = RSA (default) or SM2. Keys bound before a change keep signing in with the algorithm they have.
 */
export function usbKeyAlgorithm(env: NodeJS.ProcessEnv = process.env): KeyAlgorithm {
  const text = (env.GATEHOUSE_USB_KEY_ALGORITHM ?? '').trim().toUpperCase();
  if (text === '' || text === 'RSA') return 'RSA';
  if (text === 'SM2') return 'SM2';
  throw new Error(`GATEHOUSE_USB_KEY_ALGORITHM must be RSA or SM2: ${env.GATEHOUSE_USB_KEY_ALGORITHM}`);
}
