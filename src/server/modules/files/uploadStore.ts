import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { STORED_FILE_NAME, type StoredFileInfo } from '../../../shared/api/files';
import type { Deps } from '../../deps';

const pad = (value: number) => String(value).padStart(2, '0');

/** Where uploads live: <dataDir>/uploads, one folder per day. */
const uploadRoot = (dataDir: string) => resolve(dataDir, 'uploads');

/**
 * The file behind a stored name, or null for anything that is not exactly a stored name (traversal, absolute
 * paths, encoded separators): the name is matched whole against STORED_FILE_NAME and the resolved path must
 * stay inside the upload folder.
 */
export function storedPath(dataDir: string, fileName: string): string | null {
  if (!STORED_FILE_NAME.test(fileName)) return null;
  const root = uploadRoot(dataDir);
  const path = resolve(root, fileName.slice('upload/'.length));
  return path.startsWith(`${root}${sep}`) ? path : null;
}

export interface StoredUpload {
  fileName: string;
  size: number;
  sha256: string;
}

/** Writes the bytes under a fresh name (never overwriting) and records who uploaded what. */
export async function storeUpload(
  deps: Deps,
  upload: { content: Buffer; extension: string; originalName: string },
  by: { userId: number; userName: string },
): Promise<StoredUpload> {
  const now = deps.now();
  const day = `${now.getUTCFullYear()}/${pad(now.getUTCMonth() + 1)}/${pad(now.getUTCDate())}`;
  const fileName = `upload/${day}/${randomUUID()}.${upload.extension}`;
  const path = storedPath(deps.dataDir, fileName);
  if (!path) throw new Error(`an upload name was made that is not a stored name: ${fileName}`);
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writeFile(path, upload.content, { flag: 'wx', mode: 0o600 });
  const sha256 = createHash('sha256').update(upload.content).digest('hex');
  try {
    await deps.db
      .insertInto('uploaded_files')
      .values({
        file_name: fileName,
        original_name: upload.originalName,
        size: upload.content.length,
        sha256,
        uploaded_by: by.userId,
        uploaded_by_name: by.userName,
        created_at: now.toISOString(),
      })
      .execute();
  } catch (error) {
    // Nothing half-written: a file without its row is removed.
    await rm(path, { force: true });
    throw error;
  }
  return { fileName, size: upload.content.length, sha256 };
}

export async function findUpload(deps: Deps, fileName: string) {
  return deps.db.selectFrom('uploaded_files').selectAll().where('file_name', '=', fileName).executeTakeFirst();
}

export async function removeUpload(deps: Deps, fileName: string): Promise<void> {
  const path = storedPath(deps.dataDir, fileName);
  await deps.db.deleteFrom('uploaded_files').where('file_name', '=', fileName).execute();
  if (path) await rm(path, { force: true });
}

/** Original names and sizes of the stored uploads among fileNames (any signed-in user may read any of them). */
export async function describeStoredUploads(deps: Deps, fileNames: readonly string[]): Promise<StoredFileInfo[]> {
  if (fileNames.length === 0) return [];
  const rows = await deps.db
    .selectFrom('uploaded_files')
    .select(['file_name', 'original_name', 'size'])
    .where('file_name', 'in', [...fileNames])
    .execute();
  return rows.map((row) => ({ fileName: row.file_name, originalName: row.original_name, size: Number(row.size) }));
}
