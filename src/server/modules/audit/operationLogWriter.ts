import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler } from 'fastify';
import type { Endpoint } from '../../../shared/api/endpoint';
import type { Deps } from '../../deps';
import type { AuthSession } from '../../http/handler';
import { tokenFromHeader } from '../../security/tokens';
import { resolveSession } from '../ucenter';
import { auditFacts } from './auditFacts';
import { echoToLoginLog } from './loginLogEchoes';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reply data of a successful call, kept for the operation log (created ids). */
    gatehouseReplyData?: unknown;
    /** Names of the call's targets a handler looked up (auditTargets.ts), logged on success and refusal. */
    gatehouseAuditNames?: string[];
    /** A remark a handler adds to the log's title, e.g. 'self-grant' (grants/selfGrant.ts). */
    gatehouseAuditNote?: string;
  }
}

interface Outcome {
  code: number;
  msg: string;
}

/**
 * The operation log's one writer: an onSend hook the registrar puts on every non-GET route, so success,
 * refusal (401/403-class), validation failure and error are all recorded, after the business transaction
 * has ended and before the client has its answer. A failing write is logged and the call goes on.
 */
export function operationLogWriter(deps: Deps, endpoint: Endpoint): onSendAsyncHookHandler<unknown> {
  return async (request, reply, payload) => {
    try {
      const outcome = outcomeOf(payload);
      if (!outcome) return payload;
      const caller = request.gatehouseSession ?? (await refusedCaller(deps, endpoint, request));
      const facts = auditFacts(
        endpoint,
        {
          params: request.params,
          body: request.body,
          reply: outcome.code === 200 ? request.gatehouseReplyData : undefined,
        },
        request.gatehouseAuditNames,
      );
      await deps.db
        .insertInto('operation_logs')
        .values({
          user_id: caller?.userId ?? null,
          user_name: (caller?.userName ?? '').slice(0, 64),
          ip: request.ip.slice(0, 64),
          user_agent: userAgent(request).slice(0, 512),
          module: endpoint.tag.slice(0, 64),
          title: request.gatehouseAuditNote
            ? `${facts.title} [${request.gatehouseAuditNote}]`.slice(0, 255)
            : facts.title,
          kind: facts.kind,
          method: endpoint.method,
          path: request.url.split('?')[0]?.slice(0, 255) ?? '',
          target_ids: facts.targetIds,
          target_names: facts.targetNames,
          code: outcome.code,
          msg: outcome.msg.slice(0, 255),
          duration_ms: Math.round(elapsed(reply)),
          oper_time: deps.now().toISOString(),
        })
        .execute();
      if (outcome.code === 200 && caller) await echoToLoginLog(deps, endpoint, caller, request);
    } catch (error) {
      request.log.error({ err: error, path: endpoint.path }, 'operation log write failed');
    }
    return payload;
  };
}

/** The envelope's code and msg; anything else (a stream, a non-JSON page) is not a call outcome. */
function outcomeOf(payload: unknown): Outcome | null {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  const parsed: unknown = JSON.parse(payload);
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { code, msg } = parsed as { code?: unknown; msg?: unknown };
  if (typeof code !== 'number') return null;
  return { code, msg: typeof msg === 'string' ? msg : '' };
}

/**
 * Who made a call that the access check refused (no permission, password change due): the token is
 * valid, so the log names the user. Read without touching the token's last use.
 */
async function refusedCaller(deps: Deps, endpoint: Endpoint, request: FastifyRequest): Promise<AuthSession | null> {
  if (endpoint.access === 'public') return null;
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) return null;
  return resolveSession(deps, token, { touch: false });
}

function userAgent(request: FastifyRequest): string {
  const header = request.headers['user-agent'];
  return typeof header === 'string' ? header : '';
}

function elapsed(reply: FastifyReply): number {
  return Number.isFinite(reply.elapsedTime) ? reply.elapsedTime : 0;
}
