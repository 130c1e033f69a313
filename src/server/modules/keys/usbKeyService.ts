import { createHash, randomBytes, X509Certificate } from 'node:crypto';
import type { BoundKey, UsbKeyCode } from '../../../shared/api/keys';
import { ResponseCode } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { CHALLENGE_TTL_MS, type ChallengePurpose, consumeChallenge, createChallenge } from '../../security/challenges';
import { usbKeyAlgorithm } from '../../security/usbKeyAlgorithm';
import type { Client } from '../ucenter';
import { keyAlgorithmOf, signatureMatches } from './certificateSignature';
import { certificateKeyOf } from './keyList';
import { finishKeySignIn, keyRefusal, requireInitialised } from './keySignIn';

/**
 * Certificate USB keys (spec §3, §4, §7). The key (through the local key-device service and the
 * console's driver) signs a random code with the private key of its container: RSA PKCS#1 v1.5 over
 * SHA-256, or SM2 over SM3 with the fixed user id (GM/T 0009), by the installation's algorithm
 * (GATEHOUSE_USB_KEY_ALGORITHM). Binding proves possession the same way and stores the certificate
 * (a self-signed one the key made at init, so the subject common name is there for either algorithm);
 * sign-in checks the signature with the certificates bound to the named user.
 */
export async function drawUsbKeyCode(
  deps: Deps,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<UsbKeyCode> {
  // 16 random bytes as hex: the spec's random length 16, printable so any key service can sign it as text.
  const code = randomBytes(16).toString('hex');
  const challenge = await createChallenge(deps, purpose, { userId, challenge: code });
  return { challengeId: challenge.id, code, expiresInSeconds: CHALLENGE_TTL_MS / 1000, algorithm: usbKeyAlgorithm() };
}

function parseCertificate(base64: string): X509Certificate {
  try {
    return new X509Certificate(Buffer.from(base64, 'base64'));
  } catch {
    throw fieldError('certificate', 'usbKeyCertInvalid');
  }
}

function isWithinValidity(certificate: X509Certificate, now: Date): boolean {
  return Date.parse(certificate.validFrom) <= now.getTime() && now.getTime() <= Date.parse(certificate.validTo);
}

function commonNameOf(certificate: X509Certificate): string {
  const match = /(?:^|\n)CN=([^\n]*)/.exec(certificate.subject);
  return (match?.[1] ?? certificate.subject).slice(0, 255);
}

export async function bindUsbKey(
  deps: Deps,
  session: AuthSession,
  body: { challengeId: string; certificate: string; signature: string },
): Promise<BoundKey> {
  const challenge = await consumeChallenge(deps, body.challengeId, 'usbkey-bind');
  if (!challenge || challenge.userId !== session.userId) {
    throw new AppError(ResponseCode.challengeInvalid, 'challengeInvalid');
  }
  const certificate = parseCertificate(body.certificate);
  // New keys are bound with the installation's algorithm only (spec §3 key algorithm enumeration).
  const algorithm = usbKeyAlgorithm();
  if (keyAlgorithmOf(certificate) !== algorithm) {
    throw fieldError('certificate', algorithm === 'RSA' ? 'usbKeyCertNotRsa' : 'usbKeyCertNotSm2');
  }
  if (!isWithinValidity(certificate, deps.now())) throw fieldError('certificate', 'usbKeyCertExpired');
  if (!signatureMatches(certificate, challenge.challenge, body.signature)) {
    throw new AppError(ResponseCode.keyVerifyFailed, 'usbKeySignatureInvalid', {}, { data: { field: 'signature' } });
  }
  const fingerprint = createHash('sha256').update(certificate.raw).digest('hex');
  const taken = await deps.db
    .selectFrom('usb_key_certs')
    .select('id')
    .where('fingerprint', '=', fingerprint)
    .executeTakeFirst();
  if (taken) throw new AppError(ResponseCode.conflict, 'usbKeyCertTaken', {}, { data: { field: 'certificate' } });
  const row = await deps.db
    .insertInto('usb_key_certs')
    .values({
      user_id: session.userId,
      certificate: certificate.toString(),
      fingerprint,
      subject_cn: commonNameOf(certificate),
      serial: certificate.serialNumber.slice(0, 128),
      created_at: deps.now().toISOString(),
      last_used_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return certificateKeyOf(row);
}

export async function usbKeyLogin(
  deps: Deps,
  body: { username: string; challengeId: string; signature: string },
  client: Client,
): Promise<string> {
  await requireInitialised(deps);
  const challenge = await consumeChallenge(deps, body.challengeId, 'usbkey-login');
  if (!challenge) throw new AppError(ResponseCode.challengeInvalid, 'challengeInvalid');
  const user = await deps.db.selectFrom('users').selectAll().where('user_name', '=', body.username).executeTakeFirst();
  if (!user) throw await keyRefusal(deps, '', client, 'usbKeySignatureInvalid');
  const bound = await deps.db.selectFrom('usb_key_certs').selectAll().where('user_id', '=', user.id).execute();
  const now = deps.now();
  const match = bound.find((row) => {
    const certificate = new X509Certificate(row.certificate);
    return isWithinValidity(certificate, now) && signatureMatches(certificate, challenge.challenge, body.signature);
  });
  if (!match) throw await keyRefusal(deps, user.user_name, client, 'usbKeySignatureInvalid');
  await deps.db
    .updateTable('usb_key_certs')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', match.id)
    .execute();
  return finishKeySignIn(deps, user, client, 'usbKeyLoginSuccess');
}
