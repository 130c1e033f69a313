import type * as WebAuthn from '@simplewebauthn/server';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { BoundKey, WebauthnOptions } from '../../../shared/api/keys';
import { ResponseCode } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { consumeChallenge, createChallenge } from '../../security/challenges';
import type { RelyingParty } from '../../security/webauthnRelyingParty';
import type { Client } from '../ucenter';
import { webauthnKeyOf } from './keyList';
import { finishKeySignIn, keyRefusal, requireInitialised } from './keySignIn';

/** @simplewebauthn/server takes ~200 ms to load: loaded with the first security-key call, not at server start. */
const webauthn = () => import('@simplewebauthn/server');

const RP_NAME = 'Gatehouse';
const TRANSPORTS: readonly string[] = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'];

function transportsOf(text: string): AuthenticatorTransport[] {
  return text.split(',').filter((value): value is AuthenticatorTransport => TRANSPORTS.includes(value));
}

const challengeInvalid = () => new AppError(ResponseCode.challengeInvalid, 'challengeInvalid');

export async function registrationOptions(
  deps: Deps,
  session: AuthSession,
  rp: RelyingParty,
): Promise<WebauthnOptions> {
  const user = await deps.db
    .selectFrom('users')
    .select(['user_name', 'nick_name'])
    .where('id', '=', session.userId)
    .executeTakeFirstOrThrow();
  const existing = await deps.db
    .selectFrom('webauthn_credentials')
    .select(['credential_id', 'transports'])
    .where('user_id', '=', session.userId)
    .execute();
  const options = await (await webauthn()).generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpId,
    userName: user.user_name,
    userDisplayName: user.nick_name,
    // A stable handle per user, so a discoverable credential names its owner at sign-in.
    userID: new TextEncoder().encode(`gatehouse-user-${session.userId}`),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row.transports) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  const challenge = await createChallenge(deps, 'webauthn-register', {
    userId: session.userId,
    rpId: rp.rpId,
    origin: rp.origins.join(','),
    challenge: options.challenge,
  });
  return { challengeId: challenge.id, options: { ...options } };
}

export async function registerCredential(
  deps: Deps,
  session: AuthSession,
  body: { challengeId: string; name: string; response: Record<string, unknown> },
): Promise<BoundKey> {
  const challenge = await consumeChallenge(deps, body.challengeId, 'webauthn-register');
  if (!challenge || challenge.userId !== session.userId) throw challengeInvalid();
  let verification: Awaited<ReturnType<typeof WebAuthn.verifyRegistrationResponse>>;
  try {
    verification = await (await webauthn()).verifyRegistrationResponse({
      // The library validates every field it reads and throws on a malformed response.
      response: body.response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: challenge.origin.split(','),
      expectedRPID: challenge.rpId,
      requireUserVerification: false,
    });
  } catch (error) {
    deps.log.info({ err: error }, 'security key registration refused');
    throw new AppError(ResponseCode.keyVerifyFailed, 'webauthnFailed');
  }
  if (!verification.verified) throw new AppError(ResponseCode.keyVerifyFailed, 'webauthnFailed');
  const { credential } = verification.registrationInfo;
  const taken = await deps.db
    .selectFrom('webauthn_credentials')
    .select('id')
    .where('credential_id', '=', credential.id)
    .executeTakeFirst();
  if (taken) throw new AppError(ResponseCode.conflict, 'webauthnTaken');
  const now = deps.now().toISOString();
  const row = await deps.db
    .insertInto('webauthn_credentials')
    .values({
      user_id: session.userId,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
      name: body.name,
      created_at: now,
      last_used_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return webauthnKeyOf(row);
}

export async function loginOptions(deps: Deps, username: string, rp: RelyingParty): Promise<WebauthnOptions> {
  await requireInitialised(deps);
  const user = username
    ? await deps.db.selectFrom('users').select('id').where('user_name', '=', username).executeTakeFirst()
    : undefined;
  const credentials = user
    ? await deps.db
        .selectFrom('webauthn_credentials')
        .select(['credential_id', 'transports'])
        .where('user_id', '=', user.id)
        .execute()
    : [];
  // An unknown user gets the same answer as a user without keys (the discoverable-credential form).
  const options = await (await webauthn()).generateAuthenticationOptions({
    rpID: rp.rpId,
    allowCredentials: credentials.map((row) => ({ id: row.credential_id, transports: transportsOf(row.transports) })),
    userVerification: 'preferred',
  });
  const challenge = await createChallenge(deps, 'webauthn-login', {
    userId: user?.id ?? null,
    rpId: rp.rpId,
    origin: rp.origins.join(','),
    challenge: options.challenge,
  });
  return { challengeId: challenge.id, options: { ...options } };
}

export async function loginWithCredential(
  deps: Deps,
  body: { challengeId: string; response: Record<string, unknown> },
  client: Client,
): Promise<string> {
  await requireInitialised(deps);
  const challenge = await consumeChallenge(deps, body.challengeId, 'webauthn-login');
  if (!challenge) throw challengeInvalid();
  const credentialId = typeof body.response.id === 'string' ? body.response.id : '';
  const row = credentialId
    ? await deps.db
        .selectFrom('webauthn_credentials')
        .innerJoin('users', 'users.id', 'webauthn_credentials.user_id')
        .select([
          'webauthn_credentials.id as keyId',
          'webauthn_credentials.user_id',
          'webauthn_credentials.credential_id',
          'webauthn_credentials.public_key',
          'webauthn_credentials.counter',
          'webauthn_credentials.transports',
          'users.user_name',
        ])
        .where('webauthn_credentials.credential_id', '=', credentialId)
        .executeTakeFirst()
    : undefined;
  // A challenge drawn for a named user accepts only that user's keys.
  if (!row || (challenge.userId !== null && challenge.userId !== row.user_id)) {
    throw await keyRefusal(deps, row?.user_name ?? '', client, 'webauthnFailed');
  }
  let newCounter: number;
  try {
    const verification = await (await webauthn()).verifyAuthenticationResponse({
      response: body.response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: challenge.origin.split(','),
      expectedRPID: challenge.rpId,
      credential: {
        id: row.credential_id,
        publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
        counter: Number(row.counter),
        transports: transportsOf(row.transports),
      },
      requireUserVerification: false,
    });
    if (!verification.verified) throw new Error('not verified');
    newCounter = verification.authenticationInfo.newCounter;
  } catch (error) {
    // Includes a counter that did not grow: the library refuses it as a possible cloned key.
    deps.log.info({ err: error }, 'security key sign-in refused');
    throw await keyRefusal(deps, row.user_name, client, 'webauthnFailed');
  }
  await deps.db
    .updateTable('webauthn_credentials')
    .set({ counter: newCounter, last_used_at: deps.now().toISOString() })
    .where('id', '=', row.keyId)
    .execute();
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirstOrThrow();
  return finishKeySignIn(deps, user, client, 'webauthnLoginSuccess');
}
