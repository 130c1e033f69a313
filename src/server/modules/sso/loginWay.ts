import type { LoginWay } from '../../../shared/api/auth';
import type { Deps } from '../../deps';
import { isMethodEnabled, type SignInConfig } from '../sign-in';
import { hasProvider, loadSsoSettings } from './config';

/** getLoginWay's single sign-on part: offered when switched on and a provider is set. */
export async function ssoLoginWay(deps: Deps, methods: SignInConfig): Promise<Pick<LoginWay, 'sso' | 'ssoLabel'>> {
  if (!isMethodEnabled(methods, 'sso')) return { sso: false, ssoLabel: '' };
  const settings = await loadSsoSettings(deps);
  return { sso: hasProvider(settings), ssoLabel: settings.buttonLabel };
}
