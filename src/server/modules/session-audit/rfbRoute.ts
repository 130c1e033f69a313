import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Permission } from '../../../shared/access/permissions';
import { endpoint } from '../../../shared/api/endpoint';
import { isGraphicalProtocol, RFB_RECORDING_CONTENT_TYPE } from '../../../shared/api/graphicalRecording';
import { idText } from '../../../shared/api/ids';
import { ResponseCode } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { API_PREFIX } from '../../http/registrar';
import { authenticate } from '../../plugins/auth';
import { fileCallLogWriter } from '../audit';
import { recordingPath, recordingSize } from './recordingFile';
import { findSession } from './sessionQueries';

const params = z.object({ sessionId: idText('sessionId') });

/** As castRoute.ts: a file, so the descriptor only feeds the access check and the operation log. */
const rfbDownload = endpoint({
  method: 'GET',
  // sessionRfbPath(id) of src/shared/api/graphicalRecording.ts.
  path: '/audit/sessions/:sessionId/rfb',
  access: Permission.logQuery,
  tag: 'graphical',
  summary: 'Download a graphical session recording (RDP, VNC) for replay',
  params,
  reply: z.null(),
  audit: {
    title: 'Download a session recording',
    targets: ({ params: input }) => {
      const id = String((input as { sessionId?: unknown } | undefined)?.sessionId ?? '');
      return { ids: /^\d{1,9}$/.test(id) ? [id] : [], names: [] };
    },
  },
});

/**
 * GET /prod-api/audit/sessions/:sessionId/rfb: the graphical session's `.rfb` recording, streamed from disk with the
 * same permission (system:log:query, the audit is global) and operation log as the terminal's cast download. The
 * player reads it as it arrives; the length lets it show the download's progress.
 */
export function registerSessionRfbRoute(app: FastifyInstance, deps: Deps): void {
  app.route({
    method: 'GET',
    url: `${API_PREFIX}${rfbDownload.path}`,
    schema: {
      summary: rfbDownload.summary,
      tags: [rfbDownload.tag],
      security: [{ bearerAuth: [] }],
      params,
    },
    preParsing: [authenticate(deps, rfbDownload)],
    onSend: fileCallLogWriter(deps, rfbDownload),
    handler: async (request, reply) => {
      const { sessionId } = request.params as z.output<typeof params>;
      const row = await findSession(deps.db, sessionId);
      const file = row.recording_file;
      const graphical = isGraphicalProtocol(row.protocol) && file?.endsWith('.rfb');
      const path = graphical && file ? recordingPath(deps.dataDir, file) : null;
      const size = path ? await recordingSize(path) : null;
      if (!path || !size) throw new AppError(ResponseCode.auditRecordingNotFound, 'auditRecordingNotFound');
      return reply
        .header('content-type', RFB_RECORDING_CONTENT_TYPE)
        .header('content-length', size)
        .header('content-disposition', `attachment; filename="session-${sessionId}.rfb"`)
        .header('cache-control', 'no-store')
        .send(createReadStream(path, { start: 0, end: size - 1 }));
    },
  });
}
