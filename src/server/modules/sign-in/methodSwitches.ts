import { ResponseCode } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { loadSignInConfig, type SignInConfig } from './settings';

/** The sign-in methods an administrator can switch off; the password is always on. */
export type SwitchableMethod = 'sms' | 'otp' | 'qr' | 'key' | 'sso';

/** The one answer to "is method X switched on" (getLoginWay and every sign-in endpoint ask here). */
export function isMethodEnabled(config: SignInConfig, method: SwitchableMethod): boolean {
  switch (method) {
    case 'sms':
      return config.smsLogin;
    case 'otp':
      return config.otpLogin;
    case 'qr':
      return config.qrLogin;
    case 'key':
      return config.keyLogin;
    case 'sso':
      return config.ssoLogin;
  }
}

export const signInMethodDisabled = () => new AppError(ResponseCode.signInMethodDisabled, 'signInMethodDisabled');

/** Refuses with signInMethodDisabled while the method is off; answers the settings for callers that need more. */
export async function requireMethodEnabled(
  deps: Pick<Deps, 'db' | 'vault' | 'log'>,
  method: SwitchableMethod,
): Promise<SignInConfig> {
  const config = await loadSignInConfig(deps);
  if (!isMethodEnabled(config, method)) throw signInMethodDisabled();
  return config;
}
