import type { FastifyInstance } from 'fastify';
import { CHUNK_BYTES, DOWNLOAD_PATH, TransferCloseCode, UPLOAD_PATH } from '../../../shared/protocol/transfer';
import type { Deps } from '../../deps';
import { langOf } from '../../http/i18n';
import { isOriginAllowed, socketSession, socketToken } from '../../realtime/guard';
import type { WsSocket } from '../../realtime/socket';
import { TransferConnection } from './connection';
import type { TransferContext, TransferHandler } from './context';
import { DownloadHandler } from './download';
import { findOwnRecord } from './service';
import { SessionDownloadHandler } from './sessionDownload';
import { SessionUploadHandler } from './sessionUpload';
import { UploadHandler } from './upload';

/**
 * /prod-api/ws/upload_file and /prod-api/ws/download_file (?record_id=&Authorization=), protocol in
 * src/shared/protocol/transfer.ts. Origin and token are checked as on the notify socket, but refusals
 * are `error:<text>` then a close, because that is what the transfer client shows.
 */
export function registerTransferSockets(
  app: FastifyInstance,
  deps: Deps,
  options: { allowedOrigins: readonly string[] },
): void {
  const routes = [
    [
      UPLOAD_PATH,
      (context: TransferContext, viaSession: boolean) =>
        viaSession ? new SessionUploadHandler(context) : new UploadHandler(context),
    ],
    [
      DOWNLOAD_PATH,
      (context: TransferContext, viaSession: boolean) =>
        viaSession ? new SessionDownloadHandler(context) : new DownloadHandler(context),
    ],
  ] as const;
  for (const [path, makeHandler] of routes) {
    app.get(path, { websocket: true, schema: { hide: true } }, (rawSocket, request) => {
      const socket = rawSocket as WsSocket;
      const connection = new TransferConnection(socket, langOf(request), deps.transferLimits.inactivityMs, request.log);
      let handler: TransferHandler | undefined;
      socket.on('message', (data, isBinary) => {
        if (connection.ended) return;
        connection.touch();
        // Checked on arrival, not in the queue: an oversized frame stops the transfer at once.
        if (isBinary && data.length > CHUNK_BYTES) {
          connection.fail('transferFrameTooLarge', { max: CHUNK_BYTES });
          return;
        }
        connection.enqueue(() => {
          if (!handler) return;
          return isBinary ? handler.binary(data) : handler.text(data.toString('utf8'));
        });
      });
      socket.on('close', () => {
        connection.end();
        connection.enqueue(() => handler?.closed(), { always: true });
      });
      socket.on('error', (error) => request.log.debug({ err: error }, 'transfer socket error'));
      connection.touch();
      connection.enqueue(async () => {
        if (!isOriginAllowed(request, options.allowedOrigins)) {
          connection.fail('forbidden');
          return;
        }
        const session = await socketSession(deps, socketToken(request));
        if (!session) {
          connection.fail('sessionInvalid', {}, TransferCloseCode.unauthorised);
          return;
        }
        const recordId = Number((request.query as Record<string, unknown>).record_id);
        if (!Number.isSafeInteger(recordId) || recordId <= 0) {
          connection.fail('transferRecordNotFound');
          return;
        }
        // A record made for a terminal session transfers over SFTP (docs/file-transfer.md); others are staged.
        const record = await findOwnRecord(deps.db, session.userId, recordId);
        const next = makeHandler({ connection, deps, session, recordId, ip: request.ip }, record?.sessionId != null);
        await next.open();
        handler = next;
      });
    });
  }
}
