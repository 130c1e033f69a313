import * as oidc from 'openid-client';
import type { SsoDiscovery } from '../../../shared/api/sso';
import { ResponseCode } from '../../../shared/codes';
import { AppError, fieldError } from '../../errors/appError';
import type { SsoSettings } from './config';

/** Seconds to wait for the provider (discovery, token endpoint, keys) before giving up. */
const PROVIDER_TIMEOUT_SECONDS = 10;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http only for a provider on this machine (a test IdP, a local proxy); anywhere else it must be https. */
export function checkIssuerUrl(issuer: string): URL {
  if (!URL.canParse(issuer)) throw fieldError('issuer', 'fieldInvalid', { field: 'issuer' });
  const url = new URL(issuer);
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return url;
  throw new AppError(ResponseCode.ssoInsecureIssuer, 'ssoInsecureIssuer', {}, { data: { field: 'issuer' } });
}

/** openid-client's message, with the underlying check's own when it wraps one (which claim, which status). */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 200);
  const detail =
    error.cause instanceof Error && error.cause.message !== error.message ? `: ${error.cause.message}` : '';
  return `${error.message}${detail}`.slice(0, 200);
}

/**
 * The provider as openid-client sees it, from its discovery document (which must name the configured
 * issuer exactly). The client authenticates at the token endpoint with its secret: HTTP Basic, the
 * OpenID default, unless the provider says it supports only client_secret_post; no secret → a public client.
 */
export async function discoverProvider(
  settings: Pick<SsoSettings, 'issuer' | 'clientId' | 'clientSecret'>,
): Promise<oidc.Configuration> {
  const config = await discoverIssuer(settings.issuer);
  const insecure = new URL(settings.issuer).protocol === 'http:';
  const secret = settings.clientSecret;
  const methods = config.serverMetadata().token_endpoint_auth_methods_supported;
  const postOnly =
    methods !== undefined && !methods.includes('client_secret_basic') && methods.includes('client_secret_post');
  const auth = !secret ? oidc.None() : postOnly ? oidc.ClientSecretPost(secret) : oidc.ClientSecretBasic(secret);
  const client = new oidc.Configuration(config.serverMetadata(), settings.clientId, secret || undefined, auth);
  if (insecure) oidc.allowInsecureRequests(client);
  client.timeout = PROVIDER_TIMEOUT_SECONDS;
  return client;
}

/** The discovery document alone (the administrator's test), checked to name this issuer exactly. */
export async function discoverIssuer(issuer: string): Promise<oidc.Configuration> {
  const url = checkIssuerUrl(issuer);
  try {
    // The client id is not sent anywhere by discovery; the document is what is wanted here.
    return await oidc.discovery(url, 'discovery', undefined, oidc.None(), {
      execute: url.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      timeout: PROVIDER_TIMEOUT_SECONDS,
    });
  } catch (error) {
    throw new AppError(
      ResponseCode.ssoDiscoveryFailed,
      'ssoDiscoveryFailed',
      { reason: reasonOf(error) },
      { data: { field: 'issuer' } },
    );
  }
}

export function describeProvider(config: oidc.Configuration): SsoDiscovery {
  const metadata = config.serverMetadata();
  return {
    issuer: metadata.issuer,
    authorizationEndpoint: metadata.authorization_endpoint ?? '',
    tokenEndpoint: metadata.token_endpoint ?? '',
    jwksUri: metadata.jwks_uri ?? '',
    scopesSupported: (metadata.scopes_supported as string[] | undefined) ?? [],
    claimsSupported: (metadata.claims_supported as string[] | undefined) ?? [],
  };
}
