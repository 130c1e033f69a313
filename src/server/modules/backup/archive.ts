import { z } from 'zod';
import { BACKUP_ARCHIVE_PATTERN } from '../../../shared/api/backupSettings';
import { ResponseCode } from '../../../shared/codes';
import { AppError } from '../../errors/appError';

/**
 * The archive's plaintext (docs/tasks.md "Backup (type 2)"): JSON Lines in UTF-8, a manifest on the first line and
 * one account per line after it, so that `gpg --decrypt … | tail -n +2 | jq` reads it. It exists only in memory:
 * encrypted before it leaves the process, never written to disk.
 */
export const ARCHIVE_FORMAT = 'gatehouse-backup';
export const ARCHIVE_FORMAT_VERSION = 1;

export const ManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  gatehouseVersion: z.string(),
  createdAt: z.string(),
  taskId: z.number().int().nullable(),
  taskName: z.string(),
  runId: z.number().int(),
  accountCount: z.number().int(),
  secretCount: z.number().int(),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** One account with its asset; the asset's fields repeat on each of its accounts (one line reads alone). */
export const ArchiveRecordSchema = z.object({
  assetName: z.string(),
  /** Spec §3 asset type (host 0, network device 1, web 2, database 3). */
  assetType: z.number().int(),
  address: z.string(),
  /** The asset type (platform) by name: ids differ between installations. */
  platform: z.string(),
  protocols: z.array(z.object({ protocol: z.string(), port: z.number().int() })),
  encoding: z.string(),
  assetDescription: z.string(),
  accountName: z.string(),
  /** Spec §3: ordinary 0, privileged 1. */
  accountType: z.number().int(),
  authKind: z.enum(['password', 'key']),
  /** Whatever the vault held; null for none. */
  password: z.string().nullable(),
  privateKey: z.string().nullable(),
  passphrase: z.string().nullable(),
  description: z.string(),
});
export type ArchiveRecord = z.infer<typeof ArchiveRecordSchema>;

export function archiveText(manifest: Manifest, records: readonly ArchiveRecord[]): Uint8Array {
  const lines = [JSON.stringify(manifest), ...records.map((record) => JSON.stringify(record))];
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}

const invalid = (line: number, field: string) =>
  new AppError(ResponseCode.backupArchiveInvalid, 'backupArchiveInvalid', { line, field });

/** The manifest and records of a decrypted archive; a line that is not ours names itself (1-based) and its field. */
export function parseArchive(bytes: Uint8Array): { manifest: Manifest; records: ArchiveRecord[] } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalid(1, 'UTF-8');
  }
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const parseLine = <T>(index: number, schema: z.ZodType<T>): T => {
    let value: unknown;
    try {
      value = JSON.parse(lines[index] ?? '');
    } catch {
      throw invalid(index + 1, 'JSON');
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw invalid(index + 1, parsed.error.issues[0]?.path.join('.') || 'JSON');
    return parsed.data;
  };
  const manifest = parseLine(0, ManifestSchema);
  const records = lines.slice(1).map((_, index) => parseLine(index + 1, ArchiveRecordSchema));
  if (records.length !== manifest.accountCount) throw invalid(1, 'accountCount');
  return { manifest, records };
}

/** `20260321T020000Z` */
const stampOf = (time: Date) =>
  time
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

/** `gatehouse-backup-<UTC yyyymmddThhmmssZ>-task<id>-run<id>.jsonl.gpg` (task 0: a run of a deleted task). */
export function archiveFileName(time: Date, taskId: number | null, runId: number): string {
  return `gatehouse-backup-${stampOf(time)}-task${taskId ?? 0}-run${runId}.jsonl.gpg`;
}

/** What a Gatehouse archive's name says; null for any other file (never touched by retention). */
export function parseArchiveName(name: string): { createdTime: string; taskId: number; runId: number } | null {
  const match = BACKUP_ARCHIVE_PATTERN.exec(name);
  if (!match) return null;
  const [, stamp = '', taskId = '0', runId = '0'] = match;
  const createdTime = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(
    11,
    13,
  )}:${stamp.slice(13, 15)}Z`;
  return { createdTime, taskId: Number(taskId), runId: Number(runId) };
}
