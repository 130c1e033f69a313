import * as oidc from 'openid-client';
import type { z } from 'zod';
import type { SsoCallbackBodySchema, SsoCallbackReply, SsoIdentity, SsoStart } from '../../../shared/api/sso';
import { ResponseCode } from '../../../shared/codes';
import { SignInResult } from '../../../shared/enums';
import { msgRef } from '../../../shared/rules/validation';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { finishKeySignIn, requireInitialised } from '../keys';
import { requireMethodEnabled, secondFactorFor } from '../sign-in';
import { accountRefusal, type Client, writeLoginLog } from '../ucenter';
import { hasProvider, loadSsoSettings, type SsoSettings } from './config';
import { findLink, markLinkUsed } from './links';
import { discoverProvider, reasonOf } from './provider';
import { createBindTicket, savePendingRequest, takePendingRequest } from './requestStore';

/** The console page the provider sends the browser back to: <console origin>/auth-redirect. */
export const redirectUriFor = (origin: string) => `${origin}/auth-redirect`;

async function providerSettings(deps: Deps): Promise<SsoSettings> {
  await requireInitialised(deps);
  await requireMethodEnabled(deps, 'sso');
  const settings = await loadSsoSettings(deps);
  if (!hasProvider(settings)) throw new AppError(ResponseCode.ssoNotConfigured, 'ssoNotConfigured');
  return settings;
}

/** openid is always asked for; the administrator's scopes come after it. */
export function scopesOf(configured: string): string {
  return ['openid', ...configured.split(/\s+/).filter((scope) => scope && scope !== 'openid')].join(' ');
}

/** Starts a sign-in: fresh state, nonce and PKCE verifier kept here, the provider's URL answered. */
export async function startSignIn(deps: Deps, origin: string): Promise<SsoStart> {
  const settings = await providerSettings(deps);
  const provider = await discoverProvider(settings);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const redirectUri = redirectUriFor(origin);
  await savePendingRequest(deps, state, { nonce, codeVerifier, redirectUri });
  const url = oidc.buildAuthorizationUrl(provider, {
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: scopesOf(settings.scopes),
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { authorizationUrl: url.href };
}

/**
 * The provider's answer: the state used up, the code exchanged (with the PKCE verifier), the ID token
 * validated by openid-client (signature from the provider's keys, issuer, audience, expiry, nonce).
 */
export async function finishSignIn(
  deps: Deps,
  body: z.output<typeof SsoCallbackBodySchema>,
  client: Client,
): Promise<SsoCallbackReply> {
  const settings = await providerSettings(deps);
  const pending = await takePendingRequest(deps, body.state);
  const provider = await discoverProvider(settings);
  const answer = new URL(pending.redirectUri);
  answer.searchParams.set('code', body.code);
  answer.searchParams.set('state', body.state);
  if (body.iss) answer.searchParams.set('iss', body.iss);
  let identity: SsoIdentity;
  try {
    const tokens = await oidc.authorizationCodeGrant(provider, answer, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: body.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    const claimText = (name: string) => (typeof claims[name] === 'string' ? (claims[name] as string) : '');
    identity = {
      issuer: claims.iss,
      subject: claims.sub,
      name: claimText(settings.userClaim),
      email: claimText('email'),
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.log.warn({ err: error }, 'single sign-on: the provider answer was refused');
    throw new AppError(ResponseCode.ssoTokenRejected, 'ssoTokenRejected', { reason: reasonOf(error) });
  }
  const link = await findLink(deps, identity.issuer, identity.subject);
  if (!link) return { token: '', bindTicket: await createBindTicket(deps, identity) };
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', link.user_id).executeTakeFirstOrThrow();
  const reply = await signInLinkedUser(deps, user, client, settings.applySecondFactor);
  await markLinkUsed(deps, link.id);
  return reply;
}

/** A linked identity signs its user in under the usual rules: account state, lockout, second factor if kept. */
async function signInLinkedUser(
  deps: Deps,
  user: UserRow,
  client: Client,
  applySecondFactor: boolean,
): Promise<SsoCallbackReply> {
  const now = deps.now();
  const refusal = accountRefusal(user, now);
  if (refusal) {
    await writeLoginLog(deps, user.user_name, client, SignInResult.failure, msgRef(refusal.key));
    throw new AppError(refusal.code, refusal.key);
  }
  // The lockout of this name from this address is checked where the sign-in ends (finishKeySignIn, codeSignIn).
  if (applySecondFactor) {
    const second = await secondFactorFor(deps, user);
    if (second) return second;
  }
  return { token: await finishKeySignIn(deps, user, client, 'ssoLoginSuccess') };
}
