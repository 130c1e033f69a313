import { readFile } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  DOCUMENT_TYPES,
  describeUploads,
  downloadFile,
  downloadResource,
  downloadZip,
  IMAGE_TYPES,
  resourceUrl,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_MB,
  type UploadExtension,
  type UploadResult,
  uploadFile,
} from '../../../shared/api/files';
import { ResponseCode } from '../../../shared/codes';
import { formatMessage } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { defineHandler, type RouteHandler } from '../../http/handler';
import { langOf } from '../../http/i18n';
import { API_PREFIX } from '../../http/registrar';
import { authenticate } from '../../plugins/auth';
import { fileCallLogWriter } from '../audit';
import { contentMatches } from './contentCheck';
import { describeStoredUploads, findUpload, removeUpload, storedPath, storeUpload } from './uploadStore';
import { zipEntries, zipNameOf, zipNamesOf, zipStream } from './zipDownload';

const MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  txt: 'text/plain; charset=utf-8',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
/** Shown in the browser rather than saved: images and PDFs (sandboxed, never run as a page). */
const INLINE = new Set(['png', 'jpg', 'jpeg', 'pdf']);

const refused = (
  key:
    | 'uploadTypeRefused'
    | 'uploadContentMismatch'
    | 'uploadTooLarge'
    | 'uploadMissing'
    | 'uploadNameInvalid'
    | 'importEmpty',
  params: Record<string, string | number> = {},
) => new AppError(ResponseCode.uploadRefused, key, params, { data: { field: 'file' } });
const notFound = (field: string) => new AppError(ResponseCode.fileNotFound, 'fileNotFound', {}, { data: { field } });

/** The extension of an uploaded name, when it is one Gatehouse stores; `images` narrows to §5's image types. */
function extensionOf(name: string, images: boolean): UploadExtension | null {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(name);
  const extension = match?.[1]?.toLowerCase();
  const allowed: readonly string[] = images ? IMAGE_TYPES : UPLOAD_EXTENSIONS;
  return extension && allowed.includes(extension) ? (extension as UploadExtension) : null;
}

/** A name as it was uploaded, kept for the attachment's filename: no folders, no control characters. */
function cleanOriginalName(name: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (name.length === 0 || name.length > 255 || /[/\\\u0000-\u001f\u007f]/.test(name)) return null;
  return name;
}

/** An attachment header that keeps a Chinese file name (RFC 6266 filename*). */
const disposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The envelope calls of the files module, registered with the others (modules/index.ts). */
export const fileHandlers: RouteHandler[] = [
  defineHandler(describeUploads, async ({ deps, query }) => describeStoredUploads(deps, query.fileNames)),
];

/**
 * POST /common/upload, GET /common/download, /common/download/resource and /common/download/zip (spec §7 Files;
 * docs/files.md). They
 * carry files, not envelopes, so they are routes of their own beside the registrar; refusals are envelopes with code
 * and msg, which the console reads out of an error blob.
 */
export async function registerFileRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    // Multipart is parsed in this scope only: no other route takes a multipart body.
    await scope.register(multipart, { limits: { fileSize: MAX_BYTES, files: 1, fields: 2, parts: 3 } });
    scope.route({
      method: 'POST',
      url: `${API_PREFIX}${uploadFile.path}`,
      schema: { summary: uploadFile.summary, tags: [uploadFile.tag], security: [{ bearerAuth: [] }], hide: false },
      preParsing: [authenticate(deps, uploadFile)],
      onSend: fileCallLogWriter(deps, uploadFile),
      handler: async (request) => {
        // authenticate() has refused a call without a live sign-in before the body was read.
        const session = request.gatehouseSession as NonNullable<typeof request.gatehouseSession>;
        const images = (request.query as Record<string, unknown>).kind === 'image';
        const types = (images ? IMAGE_TYPES : DOCUMENT_TYPES).join('/');
        const part = await request.file().catch(() => undefined);
        if (part?.fieldname !== 'file') throw refused('uploadMissing');
        const originalName = cleanOriginalName(part.filename);
        if (!originalName) throw refused('uploadNameInvalid');
        const extension = extensionOf(originalName, images);
        if (!extension) throw refused('uploadTypeRefused', { types });
        let content: Buffer;
        try {
          content = await part.toBuffer();
        } catch {
          throw refused('uploadTooLarge', { max: UPLOAD_MAX_MB });
        }
        if (content.length === 0) throw refused('importEmpty');
        if (!(await contentMatches(extension, content))) throw refused('uploadContentMismatch', { ext: extension });
        const stored = await storeUpload(deps, { content, extension, originalName }, session);
        const data: UploadResult = { ...stored, originalName, url: resourceUrl(stored.fileName) };
        request.gatehouseReplyData = data;
        return { code: ResponseCode.ok, msg: formatMessage('uploadSuccess', langOf(request)), data };
      },
    });
  });

  app.route({
    method: 'GET',
    url: `${API_PREFIX}${downloadFile.path}`,
    schema: { summary: downloadFile.summary, tags: [downloadFile.tag], security: [{ bearerAuth: [] }] },
    preParsing: [authenticate(deps, downloadFile)],
    onSend: fileCallLogWriter(deps, downloadFile),
    handler: async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const fileName = typeof query.fileName === 'string' ? query.fileName : '';
      const path = storedPath(deps.dataDir, fileName);
      const row = path ? await findUpload(deps, fileName) : undefined;
      // Another user's upload answers as a missing one: names cannot be probed.
      if (!path || !row || row.uploaded_by !== request.gatehouseSession?.userId) throw notFound('fileName');
      const content = await readFile(path).catch(() => {
        throw notFound('fileName');
      });
      if (query.delete === 'true') await removeUpload(deps, fileName);
      const extension = fileName.slice(fileName.lastIndexOf('.') + 1);
      return reply
        .header('content-type', MIME[extension] ?? 'application/octet-stream')
        .header('content-disposition', disposition('attachment', row.original_name))
        .header('cache-control', 'no-store')
        .send(content);
    },
  });

  app.route({
    method: 'GET',
    url: `${API_PREFIX}${downloadZip.path}`,
    schema: { summary: downloadZip.summary, tags: [downloadZip.tag], security: [{ bearerAuth: [] }] },
    preParsing: [authenticate(deps, downloadZip)],
    onSend: fileCallLogWriter(deps, downloadZip),
    handler: async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      // Any stored upload, as /common/download/resource reads them: forms show their attachments to others.
      const entries = await zipEntries(deps, zipNamesOf(query.fileNames));
      request.gatehouseAuditNames = entries.map((entry) => entry.entryName);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', disposition('attachment', zipNameOf(query.name)))
        .header('cache-control', 'no-store')
        .send(zipStream(entries));
    },
  });

  app.route({
    method: 'GET',
    url: `${API_PREFIX}${downloadResource.path}`,
    schema: { summary: downloadResource.summary, tags: [downloadResource.tag], security: [{ bearerAuth: [] }] },
    preParsing: [authenticate(deps, downloadResource)],
    handler: async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const fileName = typeof query.resource === 'string' ? query.resource : '';
      const path = storedPath(deps.dataDir, fileName);
      const row = path ? await findUpload(deps, fileName) : undefined;
      if (!path || !row) throw notFound('resource');
      const content = await readFile(path).catch(() => {
        throw notFound('resource');
      });
      const extension = fileName.slice(fileName.lastIndexOf('.') + 1);
      return reply
        .header('content-type', MIME[extension] ?? 'application/octet-stream')
        .header('content-disposition', disposition(INLINE.has(extension) ? 'inline' : 'attachment', row.original_name))
        .header('content-security-policy', 'sandbox; default-src none')
        .header('cache-control', 'private, max-age=3600')
        .send(content);
    },
  });
}
