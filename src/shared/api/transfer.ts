import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { IdParamSchema } from './common';
import { endpoint } from './endpoint';
import { idText, MAX_ID } from './ids';
import { nameChars } from './nameChars';

/**
 * Transfer records: the staging area of the file transfer sockets (src/shared/protocol/transfer.ts).
 * A record is made first, then its id is the `record_id` of the upload_file / download_file socket.
 */

/** Spec §3 "Transfer direction". */
export const TransferDirectionCode = { upload: 0, download: 1 } as const;
/** pending: made, no bytes yet; transferring: a socket is on it; stored: the file is staged (upload done,
 *  or staged by the server for a download); failed: cancelled, broken or refused — no file is kept;
 *  held: the file waits on the bastion for an approver (behaviour rule approval), then becomes stored or failed. */
export const TransferStatus = { pending: 0, transferring: 1, stored: 2, failed: 3, held: 4 } as const;

export const TransferRecordSchema = z.object({
  recordId: z.number().int(),
  userId: z.number().int(),
  direction: z.number().int(),
  fileName: z.string(),
  size: z.number().int().nonnegative(),
  /** Lower-case hex SHA-256 of the stored bytes; null until stored. */
  sha256: z.string().nullable(),
  status: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** An SFTP transfer through this terminal session (docs/file-transfer.md); null for a staged record. */
  sessionId: z.number().int().nullable(),
  assetId: z.number().int().nullable(),
  accountId: z.number().int().nullable(),
  /** Upload: the directory asked for, then the file written; download: the file read. */
  remotePath: z.string().nullable(),
  /** Why it failed, as the user was told; null otherwise. */
  failure: z.string().nullable(),
});
export type TransferRecord = z.infer<typeof TransferRecordSchema>;

export const CreateTransferRecordBodySchema = z.object({
  fileName: z
    .string({ error: msgRef('fieldRequired', { field: 'fileName' }) })
    .trim()
    .min(1, { error: msgRef('fieldRequired', { field: 'fileName' }) })
    .max(255, { error: msgRef('fieldTooLong', { field: 'fileName', max: 255 }) })
    .check(nameChars('fileName'))
    .refine((name) => !/[/\\\0]/.test(name), { error: msgRef('fieldInvalid', { field: 'fileName' }) }),
  size: z
    .number({ error: msgRef('fieldRequired', { field: 'size' }) })
    .int()
    .nonnegative(),
  direction: z.union([z.literal(TransferDirectionCode.upload), z.literal(TransferDirectionCode.download)], {
    error: msgRef('fieldInvalid', { field: 'direction' }),
  }),
  /**
   * Transfer through this live terminal session of the caller over SFTP instead of staging the file on the
   * bastion. Upload: remotePath is the target directory (empty: the login user's home directory); download:
   * the remote file (relative paths start at the home directory), fileName its base name, size 0.
   */
  sessionId: z
    .number({ error: msgRef('fieldInvalid', { field: 'sessionId' }) })
    .int({ error: msgRef('fieldInvalid', { field: 'sessionId' }) })
    .positive({ error: msgRef('fieldInvalid', { field: 'sessionId' }) })
    .max(MAX_ID, { error: msgRef('fieldInvalid', { field: 'sessionId' }) })
    .optional(),
  remotePath: z
    .string({ error: msgRef('fieldInvalid', { field: 'remotePath' }) })
    .trim()
    .max(4096, { error: msgRef('fieldTooLong', { field: 'remotePath', max: 4096 }) })
    .refine((path) => !path.includes('\0'), { error: msgRef('fieldInvalid', { field: 'remotePath' }) })
    .optional(),
});
export type CreateTransferRecordBody = z.input<typeof CreateTransferRecordBodySchema>;

export const createTransferRecord = endpoint({
  method: 'POST',
  path: '/transfer/record',
  access: 'authenticated',
  tag: 'transfer',
  summary: 'Opens a transfer record; its id is the record_id of the transfer sockets',
  body: CreateTransferRecordBodySchema,
  reply: z.object({ recordId: z.number().int() }),
});

export const getTransferRecord = endpoint({
  method: 'GET',
  path: '/transfer/record/:id',
  access: 'authenticated',
  tag: 'transfer',
  summary: 'One of the caller’s transfer records, with the SHA-256 of the stored file',
  params: IdParamSchema,
  reply: TransferRecordSchema,
});

/** One name in a folder of a remote desktop's transfer drive; only files can be downloaded. */
export const DriveEntrySchema = z.object({
  name: z.string(),
  kind: z.enum(['file', 'folder', 'link', 'other']),
  size: z.number().int().nonnegative(),
  modifiedAt: z.string(),
});
export type DriveEntry = z.infer<typeof DriveEntrySchema>;

export const ListDesktopDriveQuerySchema = z.object({
  /** A folder inside the drive, `/` between names; empty: the drive's root. */
  path: z
    .string({ error: msgRef('fieldInvalid', { field: 'path' }) })
    .max(4096, { error: msgRef('fieldTooLong', { field: 'path', max: 4096 }) })
    .default(''),
});

/**
 * The transfer drive of the caller's live remote desktop session (docs/file-transfer.md, "Remote desktops"): what the
 * desktop sees as the drive "Gatehouse". Uploads land in its root; any file in it can be downloaded.
 */
export const listDesktopDrive = endpoint({
  method: 'GET',
  path: '/transfer/sessions/:sessionId/drive',
  access: 'authenticated',
  tag: 'transfer',
  summary: 'Lists a folder of the transfer drive of the caller’s remote desktop session',
  params: z.object({ sessionId: idText('sessionId') }),
  query: ListDesktopDriveQuerySchema,
  reply: z.object({ path: z.string(), entries: z.array(DriveEntrySchema) }),
});

/** Transfer log of one terminal session (session audit), oldest first. */
export const listSessionTransfers = endpoint({
  method: 'GET',
  path: '/audit/sessions/:sessionId/transfers',
  access: Permission.logQuery,
  tag: 'transfer',
  summary: 'The files uploaded and downloaded in a terminal session, with size, SHA-256 and result',
  params: z.object({ sessionId: idText('sessionId') }),
  reply: z.array(TransferRecordSchema.extend({ userName: z.string() })),
});
