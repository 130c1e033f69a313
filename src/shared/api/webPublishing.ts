import { z } from 'zod';
import { msgRef } from '../rules/validation';

/**
 * The publishing recipe an application proxy gives the web assets of its origin (docs/web-assets.md): how the
 * account's credential reaches the web application, and the Host header sent to it. Part of the application proxy's
 * contract (applicationProxies.ts); the browser's form and the server validate with the same rules.
 */
export const WEB_LOGIN_MODES = ['none', 'basic', 'form'] as const;
export type WebLoginMode = (typeof WEB_LOGIN_MODES)[number];

export const WEB_LOGIN_PATH_MAX = 512;
export const WEB_FIELD_NAME_MAX = 64;
export const WEB_EXTRA_FIELDS_MAX = 512;
export const WEB_HOST_HEADER_MAX = 255;
/** An HTTPS web application's own CA (or self-signed) certificates, PEM: a few certificates fit. */
export const WEB_UPSTREAM_CA_MAX = 16_384;

const FIELD_NAME = /^[\w.:[\]-]+$/;
const HOST_HEADER = /^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?$/;
/** One or more PEM certificates and nothing else (the server also reads each one: webUpstreamCaUnreadable). */
const PEM_CERTIFICATES = /^(?:-----BEGIN CERTIFICATE-----\s+[A-Za-z0-9+/=\s]+?-----END CERTIFICATE-----\s*)+$/;

const text = (field: string, max: number) =>
  z
    .string({ error: msgRef('fieldInvalid', { field }) })
    .trim()
    .max(max, { error: msgRef('fieldTooLong', { field, max }) })
    .default('');

export const webPublishingFields = {
  loginMode: z.enum(WEB_LOGIN_MODES, { error: msgRef('webLoginModeInvalid') }).default('none'),
  loginPath: text('loginPath', WEB_LOGIN_PATH_MAX),
  usernameField: text('usernameField', WEB_FIELD_NAME_MAX),
  passwordField: text('passwordField', WEB_FIELD_NAME_MAX),
  extraFields: text('extraFields', WEB_EXTRA_FIELDS_MAX),
  hostHeader: text('hostHeader', WEB_HOST_HEADER_MAX),
  upstreamCa: text('upstreamCa', WEB_UPSTREAM_CA_MAX),
};

export interface WebPublishing {
  loginMode: WebLoginMode;
  loginPath: string;
  usernameField: string;
  passwordField: string;
  extraFields: string;
  hostHeader: string;
  /**
   * PEM certificates an HTTPS web application's certificate is verified against, in place of the system's CAs (a
   * private CA, or the application's self-signed certificate); empty: the system's. Never "do not verify".
   */
  upstreamCa: string;
}

/** The PEM certificates of an upstream CA field, each block whole; none when it is empty. */
export function pemCertificates(text: string): string[] {
  return text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
}

/** `name=value&…` with a name in each pair; empty is none. */
export function parseExtraFields(text: string): [string, string][] | null {
  if (text === '') return [];
  const pairs: [string, string][] = [];
  for (const part of text.split('&')) {
    const index = part.indexOf('=');
    const [name, value] = index === -1 ? [part, ''] : [part.slice(0, index), part.slice(index + 1)];
    const decodedName = decodePart(name);
    const decodedValue = decodePart(value);
    if (decodedName === null || decodedValue === null || !FIELD_NAME.test(decodedName)) return null;
    pairs.push([decodedName, decodedValue]);
  }
  return pairs;
}

function decodePart(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // A broken %-escape: the field is refused, as the form says.
    return null;
  }
}

/** The recipe's rules across fields: a login form needs its path (on the upstream, from `/`) and both field names. */
export function checkWebPublishing(body: WebPublishing, ctx: z.RefinementCtx): void {
  const issue = (path: keyof WebPublishing, key: Parameters<typeof msgRef>[0]) =>
    ctx.addIssue({ code: 'custom', path: [path], message: msgRef(key, { field: path }) });
  if (body.hostHeader !== '' && !HOST_HEADER.test(body.hostHeader)) issue('hostHeader', 'webHostHeaderInvalid');
  if (parseExtraFields(body.extraFields) === null) issue('extraFields', 'webExtraFieldsInvalid');
  if (body.upstreamCa !== '' && !PEM_CERTIFICATES.test(body.upstreamCa)) issue('upstreamCa', 'webUpstreamCaInvalid');
  if (body.loginMode !== 'form') return;
  if (!body.loginPath.startsWith('/') || body.loginPath.startsWith('//') || /\s/.test(body.loginPath))
    issue('loginPath', 'webLoginPathInvalid');
  for (const field of ['usernameField', 'passwordField'] as const) {
    if (body[field] === '') issue(field, 'webLoginFieldRequired');
    else if (!FIELD_NAME.test(body[field])) issue(field, 'webLoginFieldInvalid');
  }
}
