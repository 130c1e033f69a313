import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission } from '../../shared/access/permissions';
import {
  NOTIFY_PATH,
  NOTIFY_TOPICS,
  NotifyCloseCode,
  NotifyPongSchema,
  type NotifyServerMessage,
  type NotifyTopic,
  NotifyTopicFrameSchema,
} from '../../shared/protocol/notify';
import type { Deps } from '../deps';
import type { AuthSession } from '../http/handler';
import { isOriginAllowed, socketSession, socketToken } from './guard';
import type { RealtimeEvents } from './realtimeEvents';
import type { NotifyClient, NotifyCounts } from './registry';
import { closeHard, WS_OPEN, type WsSocket } from './socket';

export interface NotifySocketOptions {
  /** Heartbeat period: a ping is sent, and the previous one must have been answered (default 25 s). */
  pingIntervalMs: number;
  /** Origins allowed besides the server's own host (see guard.ts). */
  allowedOrigins: readonly string[];
}

export const DEFAULT_PING_INTERVAL_MS = 25_000;

/**
 * GET /prod-api/approve/ws/notify?Authorization=<token> — protocol in src/shared/protocol/notify.ts.
 * The socket is accepted first and closed with an application code when refused (see NotifyCloseCode).
 */
export function registerNotifySocket(
  app: FastifyInstance,
  deps: Deps,
  realtime: RealtimeEvents,
  options: NotifySocketOptions,
): void {
  app.get(NOTIFY_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => {
    void openNotifySocket(socket as WsSocket, request, deps, realtime, options);
  });
}

async function openNotifySocket(
  socket: WsSocket,
  request: FastifyRequest,
  deps: Deps,
  realtime: RealtimeEvents,
  options: NotifySocketOptions,
): Promise<void> {
  // Attached before any await so a close during the token check is not missed.
  let client: LiveNotifyClient | undefined;
  socket.on('close', () => {
    if (client) {
      client.stop();
      realtime.detach(client);
    }
  });
  socket.on('error', (error) => request.log.debug({ err: error }, 'notify socket error'));
  if (!isOriginAllowed(request, options.allowedOrigins)) {
    socket.close(NotifyCloseCode.originRefused, 'origin not allowed');
    return;
  }
  let session: AuthSession | null;
  try {
    session = await socketSession(deps, socketToken(request), { wallScreen: true });
  } catch (error) {
    request.log.error({ err: error }, 'notify socket: token check failed');
    socket.close(1011, 'server error');
    return;
  }
  if (socket.readyState !== WS_OPEN) return;
  if (!session) {
    socket.close(NotifyCloseCode.unauthorised, 'session invalid or expired');
    return;
  }
  client = new LiveNotifyClient(socket, session, deps, options.pingIntervalMs);
  socket.on('message', (data, isBinary) => client?.handleFrame(data, isBinary));
  await realtime.attach(client);
}

/** One authenticated notify socket: counts, heartbeat, periodic token re-check. */
class LiveNotifyClient implements NotifyClient {
  readonly userId: number;
  readonly userName: string;
  readonly tokenHash: string;
  permissions: readonly string[];
  private last: Partial<NotifyCounts> = {};
  private readonly heartbeat: NodeJS.Timeout;
  private awaitingPong = false;
  private pingNonce = 0;
  private accessNonce = 0;
  private taskRunsNonce = 0;
  private topicNonce = 0;
  private readonly subscribed = new Set<NotifyTopic>();
  private stopped = false;

  constructor(
    private readonly socket: WsSocket,
    private readonly session: AuthSession,
    private readonly deps: Deps,
    pingIntervalMs: number,
  ) {
    this.userId = session.userId;
    this.userName = session.userName;
    this.tokenHash = session.tokenHash;
    this.permissions = session.permissions;
    this.heartbeat = setInterval(() => void this.beat(), pingIntervalMs);
    this.heartbeat.unref();
  }

  pushCounts(counts: NotifyCounts): void {
    if (counts.unreadCount !== this.last.unreadCount) this.send({ type: 'unread_count', data: counts.unreadCount });
    if (counts.noApproveNum !== this.last.noApproveNum) {
      this.send({ type: 'no_approve_num', data: counts.noApproveNum });
    }
    this.last = { ...counts };
  }

  pushAccessChanged(): void {
    this.accessNonce = (this.accessNonce + 1) % 1_000_000;
    this.send({ type: 'access_changed', data: this.accessNonce });
  }

  pushTaskRuns(): void {
    this.taskRunsNonce = (this.taskRunsNonce + 1) % 1_000_000;
    this.send({ type: 'task_runs', data: this.taskRunsNonce });
  }

  get topics(): ReadonlySet<NotifyTopic> {
    return this.subscribed;
  }

  /** Pushed only while the session still holds the topic's permission (as last checked, on the heartbeat). */
  pushTopic(topic: NotifyTopic): void {
    if (!this.subscribed.has(topic) || !hasPermission(this.permissions, NOTIFY_TOPICS[topic])) return;
    this.topicNonce = (this.topicNonce + 1) % 1_000_000;
    this.send({ type: topic, data: this.topicNonce });
  }

  close(code: number, reason: string): void {
    this.stop();
    closeHard(this.socket, code, reason);
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.heartbeat);
  }

  /** Any PONG proves the client lives (protocol: a count message counts as a ping too); topics come and go. */
  handleFrame(data: Buffer, isBinary: boolean): void {
    if (isBinary || data.length > 1024) return;
    let json: unknown;
    try {
      json = JSON.parse(data.toString('utf8'));
    } catch {
      // Not JSON: ignored, as the protocol says of frames that fail the schema.
      return;
    }
    if (NotifyPongSchema.safeParse(json).success) {
      this.awaitingPong = false;
      return;
    }
    const frame = NotifyTopicFrameSchema.safeParse(json);
    if (!frame.success) return;
    if (frame.data.type === 'unsubscribe') this.subscribed.delete(frame.data.topic);
    else if (hasPermission(this.permissions, NOTIFY_TOPICS[frame.data.topic])) this.subscribed.add(frame.data.topic);
  }

  private async beat(): Promise<void> {
    if (this.stopped) return;
    if (this.awaitingPong) {
      this.close(NotifyCloseCode.heartbeatTimeout, 'no pong');
      return;
    }
    let session: AuthSession | null;
    try {
      session = await socketSession(this.deps, this.session.token, { touch: false, wallScreen: true });
    } catch (error) {
      // The database hiccuped: keep the socket; the next beat checks again.
      this.deps.log.warn({ err: error }, 'notify socket: token re-check failed');
      session = this.session;
    }
    if (this.stopped) return;
    if (!session) {
      this.close(NotifyCloseCode.unauthorised, 'session invalid or expired');
      return;
    }
    this.permissions = session.permissions;
    this.awaitingPong = true;
    this.pingNonce = (this.pingNonce + 1) % 1_000_000;
    this.send({ type: 'ping', data: this.pingNonce });
  }

  private send(message: NotifyServerMessage): void {
    if (this.socket.readyState === WS_OPEN) this.socket.send(JSON.stringify(message));
  }
}
