import { getToken } from '../../session/cookies';

/**
 * Whose data a row is: a digest of the session token, never the token itself. A new sign-in is a new
 * key, so nothing written for one session is read in another; sign-out drops all per-user rows anyway.
 */
export async function userKeyOf(token: string): Promise<string> {
  const bytes = new TextEncoder().encode(token);
  // crypto.subtle exists only in secure contexts; elsewhere a non-cryptographic digest still separates
  // users (the key guards against mix-ups, not attackers: IndexedDB is the origin's alone).
  if (globalThis.crypto?.subtle) {
    const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes));
    return [...digest.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  }
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (const byte of bytes) {
    h1 = Math.imul(h1 ^ byte, 2654435761);
    h2 = Math.imul(h2 ^ byte, 1597334677);
  }
  return `${(h1 >>> 0).toString(16)}${(h2 >>> 0).toString(16)}`;
}

/** The signed-in user's key, or null when nobody is signed in. */
export async function currentUserKey(): Promise<string | null> {
  const token = getToken();
  return token ? userKeyOf(token) : null;
}
