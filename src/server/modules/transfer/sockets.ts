import type { FastifyInstance } from 'fastify';
import { TransferDirectionCode, type TransferRecord, TransferStatus } from '../../../shared/api/transfer';
import { CHUNK_BYTES, DOWNLOAD_PATH, TransferCloseCode, UPLOAD_PATH } from '../../../shared/protocol/transfer';
import type { Deps } from '../../deps';
import { langOf } from '../../http/i18n';
import { isOriginAllowed, socketSession, socketToken } from '../../realtime/guard';
import type { WsSocket } from '../../realtime/socket';
import { registerProcessKind } from '../flow';
import { behaviorFor } from '../policies';
import { TransferConnection } from './connection';
import type { TransferContext, TransferHandler } from './context';
import { DesktopDownloadHandler } from './desktopDownload';
import { DesktopUploadHandler } from './desktopUpload';
import { DownloadHandler } from './download';
import { heldUploadOptions, transferFlowHandlers } from './heldTransfers';
import { findOwnRecord } from './service';
import { SessionDownloadHandler } from './sessionDownload';
import { SessionUploadHandler } from './sessionUpload';
import { UploadHandler } from './upload';

type TransferWay = 'staged' | 'sftp' | 'drive' | 'held';

/**
 * How a record's bytes travel (docs/file-transfer.md): staged on the bastion without a session, or for a session's
 * upload the behaviour policies hold for approval and a held download once approved (heldTransfers.ts); the drive
 * folder of a remote desktop live on this node; SFTP otherwise (an RDP session elsewhere is refused by its checks).
 */
async function wayOf(deps: Deps, record: TransferRecord | null): Promise<TransferWay> {
  if (record?.sessionId == null) return 'staged';
  const isHeldFile = record.status === TransferStatus.held || record.status === TransferStatus.stored;
  if (record.direction === TransferDirectionCode.download && isHeldFile) return 'held';
  if (record.direction === TransferDirectionCode.upload && record.assetId !== null && record.accountId !== null) {
    const behavior = await behaviorFor(deps, {
      userId: record.userId,
      assetId: record.assetId,
      accountId: record.accountId,
    });
    if (!behavior.upload && behavior.held.includes('upload')) return 'held';
  }
  return deps.graphical.get(record.sessionId) ? 'drive' : 'sftp';
}

/**
 * /prod-api/ws/upload_file and /prod-api/ws/download_file (?record_id=&Authorization=), protocol in
 * src/shared/protocol/transfer.ts. Origin and token are checked as on the notify socket, but refusals
 * are `error:<text>` then a close, because that is what the transfer client shows. Held transfers' flows
 * (process kind "transfer") are registered with them.
 */
export function registerTransferSockets(
  app: FastifyInstance,
  deps: Deps,
  options: { allowedOrigins: readonly string[] },
): void {
  const handlers: Record<string, Record<TransferWay, (context: TransferContext) => TransferHandler>> = {
    [UPLOAD_PATH]: {
      staged: (context) => new UploadHandler(context),
      sftp: (context) => new SessionUploadHandler(context),
      drive: (context) => new DesktopUploadHandler(context),
      held: (context) => new UploadHandler(context, heldUploadOptions(context.deps)),
    },
    [DOWNLOAD_PATH]: {
      staged: (context) => new DownloadHandler(context),
      sftp: (context) => new SessionDownloadHandler(context),
      drive: (context) => new DesktopDownloadHandler(context),
      // A held download is copied when its record is made and, once approved, served staged.
      held: (context) => new DownloadHandler(context),
    },
  };
  registerProcessKind('transfer', transferFlowHandlers);
  const routes = Object.entries(handlers);
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
        const record = await findOwnRecord(deps.db, session.userId, recordId);
        const next = makeHandler[await wayOf(deps, record)]({
          connection,
          deps,
          session,
          recordId,
          ip: request.ip,
        });
        await next.open();
        handler = next;
      });
    });
  }
}
