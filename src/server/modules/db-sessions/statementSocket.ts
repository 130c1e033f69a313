import type { FastifyInstance } from 'fastify';
import { hasPermission } from '../../../shared/access/permissions';
import { RunStatementBodySchema, runDbStatement } from '../../../shared/api/dbSessions';
import { ResponseCode } from '../../../shared/codes';
import { formatMessage, type Lang } from '../../../shared/messages';
import {
  DB_STATEMENT_SOCKET_PATH,
  DbSocketClientFrameSchema,
  DbSocketCloseCode,
  type DbSocketServerFrame,
} from '../../../shared/protocol/dbStatements';
import type { LiveDbSession } from '../../bastion/database/dbSessionRegistry';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { langOf } from '../../http/i18n';
import { appErrorEnvelope, validationEnvelope } from '../../plugins/errors';
import { isOriginAllowed, socketSession, socketToken } from '../../realtime/guard';
import { closeHard, WS_OPEN, type WsSocket } from '../../realtime/socket';
import { runStatement } from './runStatement';

/** How often a socket looks whether its console sign-in still stands and its database session still lives. */
const CHECK_MS = 5_000;
/** A statement counts as activity on the console sign-in at most this often (one token write). */
const TOUCH_MS = 30_000;

/** The sign-in may run statements: the HTTP call's permission, and no password change due. */
function mayRun(session: AuthSession | null): session is AuthSession {
  return (
    session !== null &&
    !session.mustChangePassword &&
    (runDbStatement.access === 'authenticated' ||
      (runDbStatement.access !== 'public' && hasPermission(session.permissions, runDbStatement.access)))
  );
}

/**
 * /prod-api/ws/database?session_id=&Authorization= (src/shared/protocol/dbStatements.ts): a console tab's statements
 * over one socket. Each runs through runStatement exactly as POST /database/sessions/:id/statements does
 * (authorisation again, interception, limits, the statement audit); the sign-in is checked at the upgrade and every
 * few seconds after, and the socket closes when the session ends.
 */
export function registerDbStatementSocket(
  app: FastifyInstance,
  deps: Deps,
  options: { allowedOrigins: readonly string[] },
) {
  app.get(DB_STATEMENT_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (rawSocket, request) => {
    const socket = rawSocket as WsSocket;
    const early: Buffer[] = [];
    const keep = (data: Buffer) => early.push(data);
    socket.on('message', keep);
    socket.on('error', (error) => request.log.debug({ err: error }, 'database statement socket error'));
    void (async () => {
      if (!isOriginAllowed(request, options.allowedOrigins)) {
        closeHard(socket, DbSocketCloseCode.unauthorised, 'origin not allowed');
        return;
      }
      const token = socketToken(request);
      const session = await socketSession(deps, token);
      if (!mayRun(session)) {
        closeHard(socket, DbSocketCloseCode.unauthorised, 'unauthorised');
        return;
      }
      const sessionId = Number((request.query as Record<string, unknown>).session_id);
      const live = Number.isSafeInteger(sessionId) ? deps.databases.get(sessionId) : undefined;
      if (!live || live.userId !== session.userId || live.ended) {
        closeHard(socket, DbSocketCloseCode.notFound, 'no such session');
        return;
      }
      if (socket.readyState > WS_OPEN) return;
      const channel = new StatementChannel(deps, socket, live, token ?? '', langOf(request));
      const emitter = socket as unknown as {
        off(event: 'message', listener: typeof keep): void;
        emit(event: 'message', data: Buffer, isBinary: boolean): void;
      };
      emitter.off('message', keep);
      socket.on('message', (data) => channel.receive(data));
      socket.on('close', () => channel.stop());
      for (const data of early.splice(0)) channel.receive(data);
    })().catch((error: unknown) => {
      request.log.error({ err: error }, 'database statement socket could not be attached');
      closeHard(socket, 1011, 'server error');
    });
  });
}

class StatementChannel {
  private readonly timer: NodeJS.Timeout;
  private lastTouch = Date.now();
  private checking = false;

  constructor(
    private readonly deps: Deps,
    private readonly socket: WsSocket,
    private readonly live: LiveDbSession,
    private readonly token: string,
    private readonly lang: Lang,
  ) {
    this.timer = setInterval(() => void this.check(), CHECK_MS);
    this.timer.unref?.();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  receive(data: Buffer): void {
    let frame: ReturnType<typeof DbSocketClientFrameSchema.parse>;
    try {
      frame = DbSocketClientFrameSchema.parse(JSON.parse(data.toString('utf8')));
    } catch {
      this.stop();
      closeHard(this.socket, DbSocketCloseCode.badFrame, 'bad frame');
      return;
    }
    if (frame.type === 'ping') this.send({ type: 'pong', t: frame.t });
    else if (frame.type === 'cancel') void this.answer(frame.id, async () => ({ cancelled: await this.live.cancel() }));
    else void this.run(frame.id, frame.body);
  }

  private async run(id: number, body: unknown): Promise<void> {
    const parsed = RunStatementBodySchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || 'body';
      this.send({ type: 'reply', id, ...validationEnvelope(field, issue?.message ?? '', this.lang) });
      return;
    }
    if (Date.now() - this.lastTouch >= TOUCH_MS) {
      this.lastTouch = Date.now();
      if (!mayRun(await socketSession(this.deps, this.token))) return this.close();
    }
    await this.answer(id, () => runStatement(this.deps, this.live, parsed.data, this.lang));
  }

  private async answer(id: number, work: () => Promise<unknown>): Promise<void> {
    try {
      this.send({ type: 'reply', id, code: ResponseCode.ok, msg: formatMessage('ok', this.lang), data: await work() });
    } catch (error) {
      if (error instanceof AppError) this.send({ type: 'reply', id, ...appErrorEnvelope(error, this.lang) });
      else {
        this.deps.log.error({ err: error, sessionId: this.live.id }, 'database statement failed unexpectedly');
        this.send({
          type: 'reply',
          id,
          code: ResponseCode.serverError,
          msg: formatMessage('unknownError', this.lang),
        });
      }
    }
  }

  /** The sign-in ended or lost the right, or the session ended: the socket closes (the console then says why). */
  private async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      if (this.live.ended) {
        this.send({ type: 'ended', reason: 'ended' });
        return this.close(DbSocketCloseCode.ended);
      }
      if (!mayRun(await socketSession(this.deps, this.token, { touch: false }))) this.close();
    } finally {
      this.checking = false;
    }
  }

  private close(code: number = DbSocketCloseCode.unauthorised): void {
    this.stop();
    closeHard(this.socket, code, code === DbSocketCloseCode.ended ? 'session ended' : 'unauthorised');
  }

  private send(frame: DbSocketServerFrame): void {
    if (this.socket.readyState === WS_OPEN) this.socket.send(JSON.stringify(frame));
  }
}
