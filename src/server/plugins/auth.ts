import type { preParsingAsyncHookHandler } from 'fastify';
import { hasPermission } from '../../shared/access/permissions';
import type { Endpoint } from '../../shared/api/endpoint';
import type { Deps } from '../deps';
import { forbidden, passwordChangeRequired, sessionInvalid } from '../errors/appError';
import type { AuthSession } from '../http/handler';
import { tokenFromHeader } from '../security/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller behind the bearer token; null on public endpoints. */
    gatehouseSession: AuthSession | null;
  }
}

/**
 * The access check of one endpoint: 'public' passes; 'authenticated' needs a live token; a permission
 * string needs a live token whose user holds it (or `*:*:*`). A wall-screen session passes only endpoints marked
 * `wallScreen`. A missing, unknown, expired or revoked token answers code 401 (sessionInvalid), a missing
 * permission code 403, both with HTTP 200.
 */
export function authenticate(
  deps: Deps,
  { access, wallScreen }: Pick<Endpoint, 'access' | 'wallScreen'>,
): preParsingAsyncHookHandler {
  return async (request) => {
    request.gatehouseSession = null;
    if (access === 'public') return;
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) throw sessionInvalid();
    const session = await deps.sessions(token);
    if (!session) throw sessionInvalid();
    if (session.wallScreen && wallScreen !== true) throw forbidden();
    if (access !== 'authenticated' && !hasPermission(session.permissions, access)) throw forbidden();
    // A due password change (new user, administrator's reset) shuts every permission-guarded call until the
    // user has changed it; self-service calls ('authenticated': session, menu, logout, the change) stay open.
    if (access !== 'authenticated' && session.mustChangePassword) throw passwordChangeRequired();
    request.gatehouseSession = session;
  };
}
