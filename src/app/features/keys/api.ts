import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import {
  type BoundKey,
  confirmScan,
  getMobileToken,
  getScanGuid,
  getScanStatus,
  getWebauthnLoginOptions,
  getWebauthnRegisterOptions,
  listOwnKeys,
  listUserKeys,
  type MobileToken,
  type RemoveKeyBody,
  refuseScan,
  registerWebauthn,
  removeOwnKey,
  removeUserKey,
  type ScanGuid,
  type ScanStatusReply,
  webauthnLogin,
} from '../../../shared/api/keys';
import { call } from '../../data/http';

export const fetchScanGuid = (signal?: AbortSignal): Promise<ScanGuid> => call(getScanGuid, { signal });

export const fetchScanStatus = (guid: string, pollKey: string, signal?: AbortSignal): Promise<ScanStatusReply> =>
  call(getScanStatus, { query: { guid, pollKey }, signal, silent: true });

export const fetchMobileToken = (guid: string): Promise<MobileToken> => call(getMobileToken, { query: { guid } });

export async function decideScan(guid: string, ticket: string, accept: boolean): Promise<void> {
  await call(accept ? confirmScan : refuseScan, { body: { guid, ticket } });
}

/**
 * The wire carries WebAuthn options as plain JSON records (the server library produced them); these
 * mappers give them the browser library's types.
 */
function asCreationOptions(options: Record<string, unknown>): PublicKeyCredentialCreationOptionsJSON {
  return options as unknown as PublicKeyCredentialCreationOptionsJSON;
}

function asRequestOptions(options: Record<string, unknown>): PublicKeyCredentialRequestOptionsJSON {
  return options as unknown as PublicKeyCredentialRequestOptionsJSON;
}

export async function fetchRegistrationOptions() {
  const reply = await call(getWebauthnRegisterOptions);
  return { challengeId: reply.challengeId, options: asCreationOptions(reply.options) };
}

export function postRegistration(challengeId: string, name: string, response: RegistrationResponseJSON) {
  return call(registerWebauthn, { body: { challengeId, name, response: { ...response } } });
}

export async function fetchLoginOptions(username: string) {
  const reply = await call(getWebauthnLoginOptions, { body: { username } });
  return { challengeId: reply.challengeId, options: asRequestOptions(reply.options) };
}

export async function postKeyLogin(challengeId: string, response: AuthenticationResponseJSON): Promise<string> {
  const { token } = await call(webauthnLogin, { body: { challengeId, response: { ...response } } });
  return token;
}

export const fetchKeys = (userId: number | null, signal?: AbortSignal): Promise<BoundKey[]> =>
  userId === null ? call(listOwnKeys, { signal }) : call(listUserKeys, { query: { userId }, signal });

export async function deleteKey(userId: number | null, key: RemoveKeyBody): Promise<void> {
  if (userId === null) await call(removeOwnKey, { body: key });
  else await call(removeUserKey, { body: { ...key, userId } });
}
