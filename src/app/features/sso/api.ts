import type { TokenReply } from '../../../shared/api/auth';
import {
  bindSso,
  editSsoConfig,
  finishSso,
  getSsoBindTicket,
  getSsoConfig,
  listOwnSsoLinks,
  listUserSsoLinks,
  type SsoBindBody,
  type SsoCallbackReply,
  type SsoConfigEdit,
  type SsoConfigView,
  type SsoDiscovery,
  type SsoIdentity,
  type SsoLink,
  startSso,
  testSsoDiscovery,
  unlinkOwnSso,
  unlinkUserSso,
} from '../../../shared/api/sso';
import { call } from '../../data/http';

/** The single sign-on calls; the only file of this feature that touches the network. */
export async function startSignIn(): Promise<string> {
  return (await call(startSso, {})).authorizationUrl;
}

/** The page shows what went wrong itself (silent): the answer is the whole content of /auth-redirect. */
export function finishSignIn(body: {
  code: string;
  state: string;
  iss?: string | undefined;
}): Promise<SsoCallbackReply> {
  return call(finishSso, { body, silent: true });
}

export function fetchBindTicket(ticket: string, signal?: AbortSignal): Promise<SsoIdentity> {
  return call(getSsoBindTicket, { query: { ticket }, signal, silent: true });
}

export function bindIdentity(body: SsoBindBody): Promise<TokenReply> {
  return call(bindSso, { body });
}

/** userId null: the signed-in user's own links; otherwise an administrator looks at that user's. */
export function fetchLinks(userId: number | null, signal?: AbortSignal): Promise<SsoLink[]> {
  return userId === null ? call(listOwnSsoLinks, { signal }) : call(listUserSsoLinks, { query: { userId }, signal });
}

export async function removeLink(userId: number | null, id: number): Promise<void> {
  if (userId === null) await call(unlinkOwnSso, { body: { id } });
  else await call(unlinkUserSso, { body: { id, userId } });
}

export function fetchSsoConfig(signal?: AbortSignal): Promise<SsoConfigView> {
  return call(getSsoConfig, { signal });
}

export function saveSsoConfig(body: SsoConfigEdit): Promise<SsoConfigView> {
  return call(editSsoConfig, { body });
}

export function discover(issuer: string): Promise<SsoDiscovery> {
  return call(testSsoDiscovery, { body: { issuer } });
}
