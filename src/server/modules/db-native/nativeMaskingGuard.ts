import { formatMessage } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { dbRulesFor } from '../policies';
import type { NativeAccess } from './nativeAccess';
import { NativeLoginError } from './nativeLogin';

/**
 * A native listener relays result rows as the database sent them, so it cannot mask values as the web SQL console
 * does. Where a behaviour policy's masking rules apply to this user, asset and account, the native login is refused
 * and the user is sent to the web console (which masks); checked at each connection.
 */
export async function refuseWhereMasked(deps: Deps, access: NativeAccess): Promise<void> {
  const { identity } = access;
  const rules = await dbRulesFor(deps, {
    userId: identity.userId,
    assetId: identity.assetId,
    accountId: identity.accountId,
  });
  if (rules.masking.length > 0) throw new NativeLoginError(formatMessage('nativeMaskingRefused', 'en'), 'denied');
}
