import { createHash, randomBytes } from 'node:crypto';

/** A bearer token: 32 random bytes, base64url. Only its SHA-256 is stored, so a database leak yields no sessions. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reads `Authorization: Bearer <token>` (or a bare token, as the console's sockets send it). */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 256 ? token : null;
}
