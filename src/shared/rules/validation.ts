import type { MessageKey } from '../messages';

/**
 * A validation message travels as a reference "key" or "key?name=value&…" so that zod schemas shared
 * by server and console stay plain strings; each side renders it in the user's language.
 */
export function msgRef(key: MessageKey, params?: Record<string, string | number>): string {
  if (!params || Object.keys(params).length === 0) return key;
  const query = Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${key}?${query}`;
}

/**
 * The error of a required text field: its own "required" message when the value is missing, and
 * "must be text" when a value of another type was sent, so a wrong type is never called missing.
 */
export const textRequired = (requiredKey: MessageKey) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? msgRef(requiredKey) : msgRef('mustBeText');

export function parseMsgRef(ref: string): { key: string; params: Record<string, string> } {
  const [key = '', query = ''] = ref.split('?', 2);
  const params: Record<string, string> = {};
  for (const pair of query.split('&').filter(Boolean)) {
    const [name = '', value = ''] = pair.split('=', 2);
    params[name] = decodeURIComponent(value);
  }
  return { key, params };
}

export const PASSWORD_DEFAULT_MIN = 6;
export const PASSWORD_DEFAULT_MAX = 32;
export const OLD_PASSWORD_MAX = 32;
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;
export const EMAIL_MAX = 32;
export const NAME_PATTERN = /^[A-Za-z0-9_-]+$/;
export const PROFILE_NAME_MAX = 30;
export const DIGITS_ONLY = /^\d+$/;

/**
 * Characters no name may hold: C0 and C1 controls (NUL included), zero-width characters
 * (U+200B–U+200D, U+2060, U+FEFF) and bidirectional embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), which make a name display as something else ("rtl\u202Eexe.txt"
 * shows as "rtltxt.exe"). The one rule of every name field: `nameChars` in api/common.ts applies it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is what this pattern is for.
export const UNSAFE_NAME_CHARS = /[\u0000-\u001F\u007F-\u009F\u200B-\u200D\u2060\u202A-\u202E\u2066-\u2069\uFEFF]/u;

export function hasUnsafeNameChars(text: string): boolean {
  return UNSAFE_NAME_CHARS.test(text);
}

export type PasswordStrength = 'low' | 'middle' | 'high';

/** Spec §5: one kind of character is low, two kinds middle, letters + digits + symbols high. */
export function passwordStrength(password: string): PasswordStrength | null {
  if (!password) return null;
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((pattern) => pattern.test(password)).length;
  if (kinds >= 3) return 'high';
  return kinds === 2 ? 'middle' : 'low';
}

/** The message key that refuses a password on strength, or null when it passes. */
export function passwordStrengthError(password: string): MessageKey | null {
  const strength = passwordStrength(password);
  if (strength === null) return 'passwordRequired';
  return strength === 'low' ? 'passwordWeak' : null;
}
