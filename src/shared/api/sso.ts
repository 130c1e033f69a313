import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { requiredText } from './common';
import { endpoint } from './endpoint';
import { MAX_ID } from './ids';
import { LoginBodySchema, TokenReplySchema } from './signInPage';
import { UserIdQuerySchema } from './users';

/**
 * Single sign-on with an external OpenID Connect identity provider (/login2, /auth-redirect, /bind):
 * authorization code flow with PKCE, state and nonce kept by the server. See docs/sso.md.
 */
const tag = 'sso';

/** Which ID-token claim names the Gatehouse user when an identity is linked (shown on /bind). */
export const SsoUserClaimSchema = z.enum(['preferred_username', 'email']);
export type SsoUserClaim = z.infer<typeof SsoUserClaimSchema>;

const issuerUrl = z
  .string()
  .trim()
  .max(500, { error: msgRef('fieldTooLong', { field: 'issuer', max: 500 }) })
  .refine((value) => value === '' || /^https?:\/\/[A-Za-z0-9.[\]:-]+(?::\d+)?(?:\/[^\s?#]*)?$/i.test(value), {
    error: msgRef('fieldInvalid', { field: 'issuer' }),
  });

export const SsoConfigSchema = z.object({
  /** The issuer URL; its /.well-known/openid-configuration is read (discovery). */
  issuer: issuerUrl,
  clientId: z
    .string()
    .trim()
    .max(255, { error: msgRef('fieldTooLong', { field: 'clientId', max: 255 }) }),
  /** Space-separated; openid is always asked for. */
  scopes: z
    .string()
    .trim()
    .max(255, { error: msgRef('fieldTooLong', { field: 'scopes', max: 255 }) })
    .refine((value) => /^[\x21\x23-\x5B\x5D-\x7E ]*$/.test(value), {
      error: msgRef('fieldInvalid', { field: 'scopes' }),
    }),
  userClaim: SsoUserClaimSchema,
  /** The text of the provider button on /login2; empty: "单点登录 / Single sign-on". */
  buttonLabel: z
    .string()
    .trim()
    .max(64, { error: msgRef('fieldTooLong', { field: 'buttonLabel', max: 64 }) }),
  /** Whether the installation's second factor (登录方式) is still asked after a single sign-on. */
  applySecondFactor: z.boolean(),
});
export type SsoConfig = z.infer<typeof SsoConfigSchema>;

/** As read: the client secret only as set / not set; the redirect URI to register at the provider. */
export const SsoConfigViewSchema = SsoConfigSchema.extend({
  clientSecretSet: z.boolean(),
  redirectUri: z.string(),
});
export type SsoConfigView = z.infer<typeof SsoConfigViewSchema>;

/** As written: a given clientSecret replaces the stored one ('' clears it); absent keeps it. */
export const SsoConfigEditSchema = SsoConfigSchema.extend({
  clientSecret: z
    .string()
    .max(500, { error: msgRef('fieldTooLong', { field: 'clientSecret', max: 500 }) })
    .optional(),
});
export type SsoConfigEdit = z.infer<typeof SsoConfigEditSchema>;

/** Discovery needs an issuer: an empty one is a missing field here (the settings may store it empty). */
export const SsoDiscoveryBodySchema = z.object({
  issuer: issuerUrl.refine((value) => value !== '', { error: msgRef('fieldRequired', { field: 'issuer' }) }),
});
export const SsoDiscoverySchema = z.object({
  issuer: z.string(),
  authorizationEndpoint: z.string(),
  tokenEndpoint: z.string(),
  jwksUri: z.string(),
  scopesSupported: z.array(z.string()),
  claimsSupported: z.array(z.string()),
});
export type SsoDiscovery = z.infer<typeof SsoDiscoverySchema>;

export const SsoStartSchema = z.object({ authorizationUrl: z.string() });
export type SsoStart = z.infer<typeof SsoStartSchema>;

export const SsoCallbackBodySchema = z.object({
  code: requiredText('code', 2048),
  state: requiredText('state', 128),
  /** The provider's `iss` response parameter (RFC 9207), when it sends one. */
  iss: z.string().trim().max(500).optional(),
});

/** The identity the provider vouched for, as shown on /bind. */
export const SsoIdentitySchema = z.object({
  issuer: z.string(),
  subject: z.string(),
  /** The configured claim's value (user name or e-mail); '' when the provider did not send it. */
  name: z.string(),
  email: z.string(),
});
export type SsoIdentity = z.infer<typeof SsoIdentitySchema>;

/** Signed in (token), a second factor to give (as the password sign-in), or an identity to link first (bindTicket). */
export const SsoCallbackReplySchema = z.object({ ...TokenReplySchema.shape, bindTicket: z.string().optional() });
export type SsoCallbackReply = z.infer<typeof SsoCallbackReplySchema>;

export const SsoBindTicketQuerySchema = z.object({ ticket: requiredText('ticket', 128) });
export const SsoBindBodySchema = z.object({ ...LoginBodySchema.shape, ticket: requiredText('ticket', 128) });
export type SsoBindBody = z.input<typeof SsoBindBodySchema>;

export const SsoLinkSchema = z.object({
  id: z.number().int(),
  issuer: z.string(),
  subject: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type SsoLink = z.infer<typeof SsoLinkSchema>;

const linkId = z
  .number({ error: msgRef('fieldInvalid', { field: 'id' }) })
  .int({ error: msgRef('fieldInvalid', { field: 'id' }) })
  .positive({ error: msgRef('fieldInvalid', { field: 'id' }) })
  .max(MAX_ID, { error: msgRef('fieldInvalid', { field: 'id' }) });
export const SsoUnlinkBodySchema = z.object({ id: linkId });
export const SsoUnlinkUserBodySchema = z.object({ id: linkId, userId: linkId });

export const getSsoConfig = endpoint({
  method: 'GET',
  path: '/setting-center/sso',
  access: Permission.settingQuery,
  tag,
  summary: 'The OpenID Connect provider settings (the client secret only as set / not set)',
  reply: SsoConfigViewSchema,
});

export const editSsoConfig = endpoint({
  method: 'PUT',
  path: '/setting-center/sso',
  access: Permission.settingEdit,
  tag,
  summary: 'Change the OpenID Connect provider settings; the client secret is sealed at rest',
  body: SsoConfigEditSchema,
  reply: SsoConfigViewSchema,
});

export const testSsoDiscovery = endpoint({
  method: 'POST',
  path: '/setting-center/sso/discovery',
  access: Permission.settingEdit,
  tag,
  summary: "Read the provider's discovery document and answer its endpoints",
  body: SsoDiscoveryBodySchema,
  reply: SsoDiscoverySchema,
  rateLimitPerMinute: 20,
});

export const startSso = endpoint({
  method: 'POST',
  path: '/ucenter/sso/start',
  access: 'public',
  tag,
  summary: "A fresh single-use sign-in request: the provider's authorization URL (state, nonce, PKCE)",
  reply: SsoStartSchema,
  rateLimitPerMinute: 30,
});

export const finishSso = endpoint({
  method: 'POST',
  path: '/ucenter/sso/callback',
  access: 'public',
  tag,
  summary: "The provider's answer (code, state): a token, a second factor, or a ticket to link the identity",
  body: SsoCallbackBodySchema,
  reply: SsoCallbackReplySchema,
  rateLimitPerMinute: 30,
});

export const getSsoBindTicket = endpoint({
  method: 'GET',
  path: '/ucenter/sso/bindTicket',
  access: 'public',
  tag,
  summary: 'The external identity a bind ticket is for',
  query: SsoBindTicketQuerySchema,
  reply: SsoIdentitySchema,
  rateLimitPerMinute: 30,
});

export const bindSso = endpoint({
  method: 'POST',
  path: '/ucenter/sso/bind',
  access: 'public',
  tag,
  summary: 'Link the external identity of a bind ticket to the user of this name and password, and sign in',
  body: SsoBindBodySchema,
  reply: TokenReplySchema,
  rateLimitPerMinute: 20,
});

export const listOwnSsoLinks = endpoint({
  method: 'GET',
  path: '/ucenter/user/ssoLinks',
  access: 'authenticated',
  tag,
  summary: 'The external identities linked to the signed-in user',
  reply: z.array(SsoLinkSchema),
});

export const unlinkOwnSso = endpoint({
  method: 'POST',
  path: '/ucenter/user/ssoUnlink',
  access: 'authenticated',
  tag,
  summary: 'Remove one of the signed-in user’s linked identities',
  body: SsoUnlinkBodySchema,
  reply: z.null(),
});

export const listUserSsoLinks = endpoint({
  method: 'GET',
  path: '/system/user/ssoLinks',
  access: Permission.userEdit,
  tag,
  summary: 'The external identities linked to a user',
  query: UserIdQuerySchema,
  reply: z.array(SsoLinkSchema),
});

export const unlinkUserSso = endpoint({
  method: 'POST',
  path: '/system/user/ssoUnlink',
  access: Permission.userEdit,
  tag,
  summary: 'Remove a linked identity of a user',
  body: SsoUnlinkUserBodySchema,
  reply: z.null(),
});
