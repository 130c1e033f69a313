import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import type { AuthSession } from '../http/handler';
import { tokenFromHeader } from '../security/tokens';

/**
 * Checks shared by every socket of the console (notify, transfers): the Origin of the page and the token
 * in the `Authorization` query parameter (browsers cannot set headers on a WebSocket).
 */

/**
 * A browser always sends Origin on a WebSocket upgrade; without this check any site the user visits
 * could open a socket with a token it learnt (cross-site WebSocket hijacking). Allowed: no Origin
 * (non-browser clients, which must hold a token anyway), an Origin whose host is the host the server was
 * reached on (`request.host`, which honours X-Forwarded-Host only behind a trusted proxy), or an Origin
 * on the configured allow-list (e.g. a console served from another host name).
 */
export function isOriginAllowed(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    // Not a URL ("null" from a sandboxed page, garbage): never allowed.
    return false;
  }
  if (allowedOrigins.some((allowed) => sameOrigin(allowed, originUrl))) return true;
  try {
    // Parse the Host with the origin's scheme so a default port (":443") compares equal to none.
    return new URL(`${originUrl.protocol}//${request.host}`).host === originUrl.host;
  } catch {
    // A Host header that is not a host: the upgrade cannot be matched to any origin.
    return false;
  }
}

function sameOrigin(allowed: string, origin: URL): boolean {
  try {
    return new URL(allowed).origin === origin.origin;
  } catch {
    // A malformed allow-list entry matches nothing (main.ts validates the list at start).
    return false;
  }
}

/** The token of a socket request: `?Authorization=<token>` (optionally `Bearer <token>`). */
export function socketToken(request: FastifyRequest): string | null {
  const value = (request.query as Record<string, unknown> | undefined)?.Authorization;
  return typeof value === 'string' ? tokenFromHeader(value) : null;
}

/**
 * The session of a socket, through the same token service as HTTP. `touch: false` for the periodic
 * re-check of a live socket: an open tab must not keep an idle session alive by itself. A wall-screen session
 * (dashboards only) is refused unless the socket is one a wall screen uses (`wallScreen`: the notify socket).
 */
export async function socketSession(
  deps: Deps,
  token: string | null,
  options: { touch?: boolean; wallScreen?: boolean } = {},
): Promise<AuthSession | null> {
  if (!token) return null;
  const session = await deps.sessions(token, { touch: options.touch });
  return session?.wallScreen && options.wallScreen !== true ? null : session;
}
