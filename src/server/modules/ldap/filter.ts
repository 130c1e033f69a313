import { USERNAME_PLACEHOLDER } from '../../../shared/api/ldap';

/**
 * RFC 4515 §3: in an assertion value, `*`, `(`, `)`, `\` and NUL are written as a backslash and two hex
 * digits. Escaping every one of them keeps a typed name such as `*` or `a)(uid=*` from widening the search.
 */
export function escapeFilterValue(value: string): string {
  const special = new Set(['*', '(', ')', '\\', String.fromCharCode(0)]);
  return Array.from(value, (char) =>
    special.has(char) ? `\\${char.charCodeAt(0).toString(16).padStart(2, '0')}` : char,
  ).join('');
}

/** The configured user filter with the escaped user name in every placeholder. */
export function userFilterFor(template: string, userName: string): string {
  return template.split(USERNAME_PLACEHOLDER).join(escapeFilterValue(userName));
}
