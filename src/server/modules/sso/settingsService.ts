import type { z } from 'zod';
import type { SsoConfigEditSchema, SsoConfigView, SsoDiscovery } from '../../../shared/api/sso';
import { ResponseCode } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { loadSignInConfig } from '../sign-in';
import { hasProvider, loadSsoSettings, mergeSsoEdit, type SsoSettings, saveSsoSettings } from './config';
import { describeProvider, discoverIssuer } from './provider';
import { redirectUriFor } from './signIn';

function toView(settings: SsoSettings, origin: string): SsoConfigView {
  const { clientSecret, ...config } = settings;
  return { ...config, clientSecretSet: clientSecret !== '', redirectUri: redirectUriFor(origin) };
}

export async function readSsoSettings(deps: Deps, origin: string): Promise<SsoConfigView> {
  return toView(await loadSsoSettings(deps), origin);
}

/**
 * Saves the provider settings. While single sign-on is switched on they must stay usable, so the issuer
 * is discovered first; switched off, an administrator may save a provider that is not reachable yet.
 */
export async function editSsoSettings(
  deps: Deps,
  body: z.output<typeof SsoConfigEditSchema>,
  origin: string,
): Promise<SsoConfigView> {
  const next = mergeSsoEdit(await loadSsoSettings(deps), body);
  if ((await loadSignInConfig(deps)).ssoLogin) {
    if (!hasProvider(next)) throw new AppError(ResponseCode.ssoNotConfigured, 'ssoNotConfigured');
    await discoverIssuer(next.issuer);
  }
  await saveSsoSettings(deps, next);
  return toView(next, origin);
}

/** The administrator's "test discovery": the provider's endpoints, or why they could not be read. */
export async function testDiscovery(issuer: string): Promise<SsoDiscovery> {
  return describeProvider(await discoverIssuer(issuer));
}
