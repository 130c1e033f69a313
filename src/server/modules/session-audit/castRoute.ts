import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Permission } from '../../../shared/access/permissions';
import { endpoint } from '../../../shared/api/endpoint';
import { idText } from '../../../shared/api/ids';
import { ResponseCode } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { API_PREFIX } from '../../http/registrar';
import { authenticate } from '../../plugins/auth';
import { fileCallLogWriter } from '../audit';
import { recordingPath, recordingSize } from './recordingFile';
import { findSession } from './sessionQueries';

/** Asciicast v2 as asciinema names it. */
export const CAST_CONTENT_TYPE = 'application/x-asciicast';

const params = z.object({ sessionId: idText('sessionId') });

/**
 * The recording download is a file, not an envelope, so it is not a shared descriptor the registrar
 * serves; this one lives here only to give the access check and the operation log their facts.
 */
const castDownload = endpoint({
  method: 'GET',
  // sessionCastPath(id) of src/shared/api/terminal.ts.
  path: '/audit/sessions/:sessionId/cast',
  access: Permission.logQuery,
  tag: 'terminal',
  summary: 'Download a session recording (asciicast v2)',
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
 * GET /prod-api/audit/sessions/:sessionId/cast: the .cast file as an attachment, for holders of
 * system:log:query. While the session is online it answers what is on disk so far (the writer appends
 * whole lines at least every second). Every download, answered or refused, lands in the operation log:
 * a recording can hold what was typed at a password prompt (docs/recordings.md).
 */
export function registerSessionCastRoute(app: FastifyInstance, deps: Deps): void {
  app.route({
    method: 'GET',
    url: `${API_PREFIX}${castDownload.path}`,
    schema: {
      summary: castDownload.summary,
      tags: [castDownload.tag],
      security: [{ bearerAuth: [] }],
      params,
    },
    preParsing: [authenticate(deps, castDownload)],
    onSend: fileCallLogWriter(deps, castDownload),
    handler: async (request, reply) => {
      const { sessionId } = request.params as z.output<typeof params>;
      const row = await findSession(deps.db, sessionId);
      // A graphical session's recording is an .rfb (rfbRoute.ts), never served as asciicast.
      const isCast = row.recording_file?.endsWith('.cast') === true;
      const path = isCast && row.recording_file ? recordingPath(deps.dataDir, row.recording_file) : null;
      const size = path ? await recordingSize(path) : null;
      if (!path || !size) throw new AppError(ResponseCode.auditRecordingNotFound, 'auditRecordingNotFound');
      return reply
        .header('content-type', CAST_CONTENT_TYPE)
        .header('content-length', size)
        .header('content-disposition', `attachment; filename="session-${sessionId}.cast"`)
        .header('cache-control', 'no-store')
        .send(createReadStream(path, { start: 0, end: size - 1 }));
    },
  });
}
