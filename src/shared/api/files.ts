import { z } from 'zod';
import { msgRef } from '../rules/validation';
import { endpoint } from './endpoint';

/**
 * Files (spec §7 Files, §5 File upload, §9 Upload defaults; docs/files.md): uploads kept by Gatehouse for forms
 * and settings (an approval form's attachment, a logo), read back as resources. The calls are files, not envelopes,
 * so the server serves them beside the registrar (modules/files); these descriptors give them their paths, access
 * and operation-log facts.
 */
const tag = 'files';

/** §9 Upload defaults. */
export const UPLOAD_MAX_MB = 5;
export const UPLOAD_MAX_FILES = 5;
/** §5: documents (a "doc" entry also admits .docx, as the original's suffix check does) and images. */
export const DOCUMENT_TYPES = ['doc', 'xls', 'ppt', 'txt', 'pdf'] as const;
export const IMAGE_TYPES = ['png', 'jpg', 'jpeg'] as const;
/** Every extension the server stores, each checked against the file's content. */
export const UPLOAD_EXTENSIONS = [
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'pdf',
  'png',
  'jpg',
  'jpeg',
] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/** A stored upload's name: upload/YYYY/MM/DD/<uuid>.<ext>, nothing else (no traversal can be written in it). */
export const STORED_FILE_NAME =
  /^upload\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z]{3,4}$/;

export const UploadResultSchema = z.object({
  /** What the forms keep and send back (spec §3 Upload response). */
  fileName: z.string(),
  /** Where the browser reads it (the designer's image upload shows it). */
  url: z.string(),
  originalName: z.string(),
  size: z.number().int(),
  sha256: z.string(),
});
export type UploadResult = z.infer<typeof UploadResultSchema>;

export const StoredFileInfoSchema = z.object({
  fileName: z.string(),
  originalName: z.string(),
  size: z.number().int(),
});
export type StoredFileInfo = z.infer<typeof StoredFileInfoSchema>;

/** Names per look-up: a form field holds a handful of files (§9: 5 by default). */
export const FILE_INFO_MAX = 50;

export const resourceUrl = (fileName: string): string =>
  `/prod-api/common/download/resource?resource=${encodeURIComponent(fileName)}`;

export const uploadFile = endpoint({
  method: 'POST',
  path: '/common/upload',
  access: 'authenticated',
  tag,
  summary: `Stores one file (multipart field "file", at most ${UPLOAD_MAX_MB} MB) whose content matches its extension`,
  reply: UploadResultSchema,
  audit: {
    title: 'Upload a file',
    kind: 'add',
    targets: ({ reply }) => {
      const stored = reply as { fileName?: unknown; originalName?: unknown } | undefined;
      return {
        ids: typeof stored?.fileName === 'string' ? [stored.fileName] : [],
        names: typeof stored?.originalName === 'string' ? [stored.originalName] : [],
      };
    },
  },
});

export const downloadFile = endpoint({
  method: 'GET',
  path: '/common/download',
  access: 'authenticated',
  tag,
  summary: 'One of the caller’s own uploads as an attachment; delete=true removes it once sent',
  query: z.object({ fileName: z.string(), delete: z.enum(['true', 'false']).optional() }),
  reply: z.null(),
  audit: { title: 'Download a file' },
});

export const downloadResource = endpoint({
  method: 'GET',
  path: '/common/download/resource',
  access: 'authenticated',
  tag,
  summary: 'A stored upload by its name, for any signed-in user (forms and settings show them to others)',
  query: z.object({ resource: z.string() }),
  reply: z.null(),
});

export const describeUploads = endpoint({
  method: 'GET',
  path: '/common/upload/info',
  access: 'authenticated',
  tag,
  summary: `The original names and sizes of stored uploads (comma-separated fileNames, at most ${FILE_INFO_MAX}); names that are no stored upload are left out`,
  query: z.object({
    fileNames: z
      .string({ error: msgRef('fieldRequired', { field: 'fileNames' }) })
      .max(FILE_INFO_MAX * 64, { error: msgRef('fieldTooLong', { field: 'fileNames', max: FILE_INFO_MAX * 64 }) })
      .transform((text) =>
        [...new Set(text.split(',').filter((name) => STORED_FILE_NAME.test(name)))].slice(0, FILE_INFO_MAX),
      ),
  }),
  reply: z.array(StoredFileInfoSchema),
});

/** Files per zip: as many as the name look-up takes. */
export const ZIP_MAX_FILES = FILE_INFO_MAX;

export const downloadZip = endpoint({
  method: 'GET',
  path: '/common/download/zip',
  access: 'authenticated',
  tag,
  summary: `Several stored uploads (comma-separated fileNames, at most ${ZIP_MAX_FILES}) streamed as one zip under their original names; name= names the zip`,
  query: z.object({ fileNames: z.string(), name: z.string().optional() }),
  reply: z.null(),
  audit: { title: 'Download files as a zip' },
});
