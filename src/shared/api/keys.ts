import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { TokenReplySchema } from './auth';
import { EmptySchema } from './common';
import { endpoint } from './endpoint';
import { MAX_ID } from './ids';
import { nameChars } from './nameChars';
import { UserIdQuerySchema } from './users';

/**
 * QR scan sign-in, WebAuthn security keys and certificate USB keys (spec §2, §3, §4, §7). The flows and
 * their security reasoning are written down in docs/keys-and-scan.md.
 */
const tag = 'ucenter';

const boundedText = (field: string, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? msgRef('fieldRequired', { field }) : msgRef('mustBeText'),
    })
    .trim()
    .min(1, { error: msgRef('fieldRequired', { field }) })
    .max(max, { error: msgRef('fieldTooLong', { field, max }) });

/** Scan states as the console polls them. */
export const ScanStatus = { waiting: 0, scanned: 1, confirmed: 2, refused: 3, expired: 4 } as const;
export const SCAN_STATUS_NAMES = ['waiting', 'scanned', 'confirmed', 'refused', 'expired'] as const;
export type ScanStatusName = (typeof SCAN_STATUS_NAMES)[number];

export const ScanGuidSchema = z.object({
  guid: z.string(),
  /** Kept by the console that drew the QR and sent with each status poll; never part of the QR. */
  pollKey: z.string(),
  expiresInSeconds: z.number().int(),
});
export type ScanGuid = z.infer<typeof ScanGuidSchema>;

export const ScanStatusQuerySchema = z.object({
  guid: boundedText('guid', 64),
  pollKey: boundedText('pollKey', 64),
});

export const ScanStatusSchema = z.object({
  status: z.enum(SCAN_STATUS_NAMES),
  /** A fresh token of the console's own, present exactly once: on the first poll after the confirmation. */
  token: z.string().nullable(),
});
export type ScanStatusReply = z.infer<typeof ScanStatusSchema>;

export const MobileTokenQuerySchema = z.object({ guid: boundedText('guid', 64) });

/** What the confirming phone is shown, and the ticket its confirm or refusal must carry. */
export const MobileTokenSchema = z.object({
  ticket: z.string(),
  requesterIp: z.string(),
  requesterUserAgent: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
});
export type MobileToken = z.infer<typeof MobileTokenSchema>;

export const ScanDecisionBodySchema = z.object({
  guid: boundedText('guid', 64),
  ticket: boundedText('ticket', 64),
});
export type ScanDecisionBody = z.infer<typeof ScanDecisionBodySchema>;

/** WebAuthn options and responses are the browser API's JSON forms; the server library checks them in full. */
const WebauthnJsonSchema = z.record(z.string(), z.unknown());

export const WebauthnOptionsSchema = z.object({ challengeId: z.string(), options: WebauthnJsonSchema });
export type WebauthnOptions = z.infer<typeof WebauthnOptionsSchema>;

export const WebauthnRegisterBodySchema = z.object({
  challengeId: boundedText('challengeId', 64),
  name: boundedText('name', 64).check(nameChars('name')),
  response: WebauthnJsonSchema,
});
export type WebauthnRegisterBody = z.infer<typeof WebauthnRegisterBodySchema>;

export const WebauthnLoginOptionsBodySchema = z.object({
  /** Empty: discoverable credentials (the key names the user). */
  username: z
    .string()
    .trim()
    .max(64, { error: msgRef('fieldTooLong', { field: 'username', max: 64 }) })
    .check(nameChars('username'))
    .default(''),
});
export type WebauthnLoginOptionsBody = z.input<typeof WebauthnLoginOptionsBodySchema>;

export const WebauthnLoginBodySchema = z.object({
  challengeId: boundedText('challengeId', 64),
  response: WebauthnJsonSchema,
});
export type WebauthnLoginBody = z.infer<typeof WebauthnLoginBodySchema>;

export const KEY_KINDS = ['webauthn', 'certificate'] as const;
export type KeyKind = (typeof KEY_KINDS)[number];

/** One bound key: the spec's "USB-key list call" answers an array of these. */
export const BoundKeySchema = z.object({
  id: z.number().int(),
  kind: z.enum(KEY_KINDS),
  name: z.string(),
  /** The credential id (WebAuthn) or the certificate subject common name (USB key, spec §3). */
  identifier: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type BoundKey = z.infer<typeof BoundKeySchema>;

export const RemoveKeyBodySchema = z.object({
  kind: z.enum(KEY_KINDS, { error: msgRef('fieldInvalid', { field: 'kind' }) }),
  id: z
    .number({ error: msgRef('fieldInvalid', { field: 'id' }) })
    .int({ error: msgRef('fieldInvalid', { field: 'id' }) })
    .positive({ error: msgRef('fieldInvalid', { field: 'id' }) })
    .max(MAX_ID, { error: msgRef('fieldInvalid', { field: 'id' }) }),
});
export type RemoveKeyBody = z.infer<typeof RemoveKeyBodySchema>;

export const RemoveUserKeyBodySchema = RemoveKeyBodySchema.extend({
  userId: z
    .number({ error: msgRef('fieldInvalid', { field: 'userId' }) })
    .int({ error: msgRef('fieldInvalid', { field: 'userId' }) })
    .positive({ error: msgRef('fieldInvalid', { field: 'userId' }) })
    .max(MAX_ID, { error: msgRef('fieldInvalid', { field: 'userId' }) }),
});

/** Signing key algorithms of USB keys (spec §3 key algorithm enumeration, with SM2 for GM/T keys). */
export const KEY_ALGORITHMS = ['RSA', 'SM2'] as const;
export type KeyAlgorithm = (typeof KEY_ALGORITHMS)[number];

export const UsbKeyCodeSchema = z.object({
  challengeId: z.string(),
  /** The random text the key signs. */
  code: z.string(),
  expiresInSeconds: z.number().int(),
  /** The installation's algorithm: what a key initialised now generates, and what binding accepts. */
  algorithm: z.enum(KEY_ALGORITHMS),
});
export type UsbKeyCode = z.infer<typeof UsbKeyCodeSchema>;

const base64Text = (field: string, max: number) =>
  boundedText(field, max).refine((value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value), {
    error: msgRef('fieldInvalid', { field }),
  });

export const UsbKeyBindBodySchema = z.object({
  challengeId: boundedText('challengeId', 64),
  /** The X.509 certificate of the key's signing pair, DER in base64. */
  certificate: base64Text('certificate', 16_384),
  /** Signature over the code, base64: RSA PKCS#1 v1.5 SHA-256, or SM2 (DER) over SM3 with Z. */
  signature: base64Text('signature', 2_048),
});
export type UsbKeyBindBody = z.infer<typeof UsbKeyBindBodySchema>;

export const UsbKeyLoginBodySchema = z.object({
  username: boundedText('username', 64).check(nameChars('username')),
  challengeId: boundedText('challengeId', 64),
  signature: base64Text('signature', 2_048),
});
export type UsbKeyLoginBody = z.infer<typeof UsbKeyLoginBodySchema>;

export const getScanGuid = endpoint({
  method: 'GET',
  path: '/ucenter/scan/guid',
  access: 'public',
  tag,
  summary: 'A fresh single-use QR sign-in request (guid for the QR, poll key for the console)',
  reply: ScanGuidSchema,
  rateLimitPerMinute: 20,
});

export const getScanStatus = endpoint({
  method: 'GET',
  path: '/ucenter/scan/status',
  access: 'public',
  tag,
  summary: 'State of a QR sign-in request; hands over a fresh token once when confirmed',
  query: ScanStatusQuerySchema,
  reply: ScanStatusSchema,
  rateLimitPerMinute: 120,
});

export const getMobileToken = endpoint({
  method: 'GET',
  path: '/ucenter/login/getMobileToken',
  access: 'authenticated',
  tag,
  summary: 'The signed-in phone scans a QR: marks it scanned, answers who asks and a confirm ticket',
  query: MobileTokenQuerySchema,
  reply: MobileTokenSchema,
  rateLimitPerMinute: 30,
});

export const confirmScan = endpoint({
  method: 'POST',
  path: '/ucenter/scan/confirm',
  access: 'authenticated',
  tag,
  summary: 'Confirm a scanned QR sign-in request',
  body: ScanDecisionBodySchema,
  reply: EmptySchema,
});

export const refuseScan = endpoint({
  method: 'POST',
  path: '/ucenter/scan/refuse',
  access: 'authenticated',
  tag,
  summary: 'Refuse a scanned QR sign-in request',
  body: ScanDecisionBodySchema,
  reply: EmptySchema,
});

export const getWebauthnRegisterOptions = endpoint({
  method: 'GET',
  path: '/ucenter/user/webauthn/registerOptions',
  access: 'authenticated',
  tag,
  summary: 'Options to bind a security key to the signed-in user',
  reply: WebauthnOptionsSchema,
  rateLimitPerMinute: 30,
});

export const registerWebauthn = endpoint({
  method: 'POST',
  path: '/ucenter/user/webauthn/register',
  access: 'authenticated',
  tag,
  summary: 'Bind a security key to the signed-in user',
  body: WebauthnRegisterBodySchema,
  reply: BoundKeySchema,
});

export const getWebauthnLoginOptions = endpoint({
  method: 'POST',
  path: '/ucenter/login/webauthnOptions',
  access: 'public',
  tag,
  summary: 'Options to sign in with a security key (user name, or empty for discoverable credentials)',
  body: WebauthnLoginOptionsBodySchema,
  reply: WebauthnOptionsSchema,
  rateLimitPerMinute: 30,
});

export const webauthnLogin = endpoint({
  method: 'POST',
  path: '/ucenter/login/webauthn',
  access: 'public',
  tag,
  summary: 'Sign in with a security key',
  body: WebauthnLoginBodySchema,
  reply: TokenReplySchema,
  rateLimitPerMinute: 20,
});

export const listOwnKeys = endpoint({
  method: 'GET',
  path: '/ucenter/user/usbKeyList',
  access: 'authenticated',
  tag,
  summary: 'The keys bound to the signed-in user (security keys and USB-key certificates)',
  reply: z.array(BoundKeySchema),
});

export const listUserKeys = endpoint({
  method: 'GET',
  path: '/ucenter/user/usbKeyListOf',
  access: Permission.userEdit,
  tag,
  summary: 'The keys bound to a user',
  query: UserIdQuerySchema,
  reply: z.array(BoundKeySchema),
});

export const removeOwnKey = endpoint({
  method: 'POST',
  path: '/ucenter/user/usbKeyRemove',
  access: 'authenticated',
  tag,
  summary: 'Remove a key of the signed-in user',
  body: RemoveKeyBodySchema,
  reply: EmptySchema,
});

export const removeUserKey = endpoint({
  method: 'POST',
  path: '/ucenter/user/usbKeyRemoveOf',
  access: Permission.userEdit,
  tag,
  summary: 'Remove a key of a user',
  body: RemoveUserKeyBodySchema,
  reply: EmptySchema,
});

export const getUsbKeyCode = endpoint({
  method: 'GET',
  path: '/ucenter/login/usb_key_code',
  access: 'public',
  tag,
  summary: 'A random single-use code for a USB key to sign at sign-in',
  reply: UsbKeyCodeSchema,
  rateLimitPerMinute: 30,
});

export const usbKeyLogin = endpoint({
  method: 'POST',
  path: '/ucenter/login/usb_key',
  access: 'public',
  tag,
  summary: 'Sign in with a USB key: its signature over the code, checked with the bound certificate',
  body: UsbKeyLoginBodySchema,
  reply: TokenReplySchema,
  rateLimitPerMinute: 20,
});

export const getUsbKeyBindCode = endpoint({
  method: 'GET',
  path: '/ucenter/user/usbKeyBindCode',
  access: 'authenticated',
  tag,
  summary: 'A random single-use code for a USB key to sign when it is bound',
  reply: UsbKeyCodeSchema,
  rateLimitPerMinute: 30,
});

export const bindUsbKey = endpoint({
  method: 'POST',
  path: '/ucenter/user/usbKeyBind',
  access: 'authenticated',
  tag,
  summary: 'Bind a USB key certificate to the signed-in user (proved by its signature over the code)',
  body: UsbKeyBindBodySchema,
  reply: BoundKeySchema,
});
