import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { ListAssetsQuerySchema } from './assets';
import { endpoint } from './endpoint';
import { nameChars } from './nameChars';

/**
 * Asset import and export (spec §2 /assets-import; docs/asset-import.md). Files travel
 * base64-encoded inside the JSON envelope, so every call keeps the registrar's permission check,
 * validation and operation log. An import is all or nothing: one bad row and nothing is written.
 */
const tag = 'assets';

export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const IMPORT_EXTENSIONS = ['.csv', '.xlsx'] as const;
/** Spec §5 File upload default size limit. */
export const IMPORT_MAX_MB = 5;
export const IMPORT_MAX_BYTES = IMPORT_MAX_MB * 1024 * 1024;
/** One file per import (the §5 count check with n = 1). */
export const IMPORT_MAX_FILES = 1;
/** Data rows per file (the header row not counted). */
export const IMPORT_MAX_ROWS = 10_000;
/** Rows an export holds at most (the list's scale target). */
export const EXPORT_MAX_ROWS = 100_000;

/**
 * The columns of the template, of the import and of the export, in file order. A header cell may be the
 * Chinese title, the English title or the key. Multi-valued cells use ";" (protocols "SSH:22;RDP:3389",
 * tags "a;b"); a department is its path from the top, "华东总部/运维一部".
 */
export const IMPORT_COLUMNS = [
  { key: 'assetName', zh: '资产名称', en: 'Asset name', required: true, example: 'web-01' },
  { key: 'platform', zh: '资产类型', en: 'Asset type', required: true, example: 'Linux' },
  { key: 'address', zh: '资产地址', en: 'Address', required: true, example: '10.0.0.21' },
  { key: 'protocols', zh: '通讯协议', en: 'Protocols', required: true, example: 'SSH:22' },
  { key: 'encoding', zh: '编码', en: 'Encoding', required: false, example: 'UTF-8' },
  { key: 'department', zh: '所属部门', en: 'Department', required: false, example: '' },
  { key: 'tags', zh: '标签', en: 'Tags', required: false, example: '' },
  { key: 'description', zh: '描述', en: 'Description', required: false, example: '' },
] as const;
export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];

const formatField = z.enum(IMPORT_FORMATS, { error: msgRef('fieldInvalid', { field: 'format' }) });

/** A file built by the server, for the console to save. */
export const FileDownloadSchema = z.object({
  fileName: z.string(),
  mimeType: z.string(),
  contentBase64: z.string(),
  /** Asset rows in the file (the template's example row counts). */
  rowCount: z.number().int(),
});
export type FileDownload = z.infer<typeof FileDownloadSchema>;

export const ImportRowErrorSchema = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1, the first asset row 2. */
  row: z.number().int(),
  /** A column key of IMPORT_COLUMNS, or "file" for a problem of the whole file. */
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

export const ImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** Asset rows in the file. */
  total: z.number().int(),
  /** Assets written: 0 on a dry run or when any row has an error. */
  imported: z.number().int(),
  /** Every problem of every row, in row order; empty when the file is good. */
  errors: z.array(ImportRowErrorSchema),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

/** ceil(5 MB / 3) × 4 characters of base64, plus room so an oversize file gets its own §5 message. */
const MAX_BASE64_CHARS = 8 * 1024 * 1024;

export const ImportBodySchema = z.object({
  fileName: z
    .string({ error: msgRef('fieldRequired', { field: 'fileName' }) })
    .trim()
    .min(1, { error: msgRef('fieldRequired', { field: 'fileName' }) })
    .max(255, { error: msgRef('fieldTooLong', { field: 'fileName', max: 255 }) })
    .check(nameChars('fileName')),
  contentBase64: z
    .string({ error: msgRef('importEmpty') })
    .max(MAX_BASE64_CHARS, { error: msgRef('uploadTooLarge', { max: IMPORT_MAX_MB }) }),
  /** Validate only: the report without writing anything. */
  dryRun: z.boolean({ error: msgRef('fieldInvalid', { field: 'dryRun' }) }).default(false),
});
export type ImportBody = z.input<typeof ImportBodySchema>;

export const downloadImportTemplate = endpoint({
  method: 'GET',
  path: '/privilege/assets/import/template',
  access: Permission.assetQuery,
  tag,
  summary: 'The import template (CSV or XLSX): header row in the caller’s language and one example row',
  query: z.object({ format: formatField.default('xlsx') }),
  reply: FileDownloadSchema,
});

export const importAssets = endpoint({
  method: 'POST',
  path: '/privilege/assets/import',
  access: Permission.assetAdd,
  tag,
  summary:
    'Import assets from a CSV (UTF-8 or GB18030) or XLSX file: every row checked like a single add; all rows written in one transaction, or none when any row is wrong (dryRun only reports)',
  body: ImportBodySchema,
  reply: ImportReportSchema,
  bodyLimitBytes: MAX_BASE64_CHARS + 64 * 1024,
  audit: {
    title: 'Import assets',
    kind: 'add',
    targets: (input) => {
      const body = input.body as { fileName?: unknown } | undefined;
      return { ids: [], names: typeof body?.fileName === 'string' ? [body.fileName] : [] };
    },
  },
});

export const ExportAssetsQuerySchema = ListAssetsQuerySchema.omit({ pageNum: true, pageSize: true }).extend({
  format: formatField.default('xlsx'),
});
export type ExportAssetsQuery = z.input<typeof ExportAssetsQuerySchema>;

export const exportAssets = endpoint({
  method: 'GET',
  path: '/privilege/assets/export',
  access: Permission.assetQuery,
  tag,
  summary:
    'The asset list with the list’s filters and sort, as CSV or XLSX in the import columns; only assets the caller sees (at most 100,000)',
  query: ExportAssetsQuerySchema,
  reply: FileDownloadSchema,
});
