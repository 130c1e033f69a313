import { constants } from 'node:fs';
import { type FileHandle, lstat, mkdir, open, readdir, readlink, realpath, rename } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import type { DriveEntry } from '../../../shared/api/transfer';
import type { MessageKey } from '../../../shared/messages';
import { DRIVE_NAME } from '../../bastion/graphical/transferDrive';

/** How the log names a file of the drive: `Gatehouse/<path in the drive>`, the drive as the desktop shows it. */
export const DRIVE_LABEL = DRIVE_NAME;

/**
 * The transfer drive of a remote desktop session (docs/file-transfer.md, "Remote desktops"): a folder on this node
 * that xfreerdp serves to the desktop as the drive "Gatehouse". The desktop side writes into it at will, so nothing in
 * it is trusted: paths are relative names walked one folder at a time without following symbolic links, a file is
 * opened with O_NOFOLLOW and checked to be a regular file inside the drive once open, and an upload reaches the drive
 * by a rename from a folder the desktop cannot see (a rename replaces a link placed there, it never follows it).
 */

/** The most entries one listing answers (a desktop could fill the folder with millions). */
const MAX_ENTRIES = 1000;

export class DrivePathError extends Error {
  constructor(
    readonly messageKey: Extract<
      MessageKey,
      'transferDrivePathInvalid' | 'transferDriveNotAFile' | 'transferDriveNotAFolder'
    >,
    readonly path: string,
  ) {
    super(`${messageKey}: ${path}`);
    this.name = 'DrivePathError';
  }
}

/** The names of a path inside the drive (`/` or `\` between them, a leading one ignored); null for `.`, `..` or NUL. */
export function drivePathParts(path: string): string[] | null {
  const parts = path.split(/[\\/]+/).filter((part) => part !== '');
  if (parts.some((part) => part === '.' || part === '..' || part.includes('\0'))) return null;
  return parts;
}

function partsOf(path: string): string[] {
  const parts = drivePathParts(path);
  if (parts === null) throw new DrivePathError('transferDrivePathInvalid', path);
  return parts;
}

/** Walks folder by folder from the drive's root; a name that is a link or not a folder stops the walk. */
async function folderAt(root: string, parts: readonly string[], path: string): Promise<string> {
  let folder = root;
  for (const part of parts) {
    folder = join(folder, part);
    const stats = await lstat(folder).catch(() => undefined);
    if (!stats) throw new DrivePathError('transferDrivePathInvalid', path);
    if (stats.isSymbolicLink()) throw new DrivePathError('transferDrivePathInvalid', path);
    if (!stats.isDirectory()) throw new DrivePathError('transferDriveNotAFolder', path);
  }
  return folder;
}

/** One folder of the drive, folders first; links and other special files are listed as what they are. */
export async function listDrive(root: string, path: string): Promise<DriveEntry[]> {
  const folder = await folderAt(root, partsOf(path), path);
  const names = (await readdir(folder)).sort().slice(0, MAX_ENTRIES);
  const entries: DriveEntry[] = [];
  for (const name of names) {
    const stats = await lstat(join(folder, name)).catch(() => undefined);
    if (!stats) continue;
    const kind = stats.isSymbolicLink() ? 'link' : stats.isDirectory() ? 'folder' : stats.isFile() ? 'file' : 'other';
    entries.push({ name, kind, size: kind === 'file' ? stats.size : 0, modifiedAt: stats.mtime.toISOString() });
  }
  return entries.sort((a, b) => Number(b.kind === 'folder') - Number(a.kind === 'folder'));
}

export interface DriveFile {
  handle: FileHandle;
  size: number;
  /** The file's path inside the drive, `/` between names. */
  path: string;
  name: string;
}

/**
 * Opens a regular file of the drive for reading. O_NOFOLLOW refuses a link as the last name, O_NONBLOCK keeps a FIFO
 * from blocking the open, and the opened file's real path (from /proc) must still lie inside the drive: a folder
 * swapped for a link between the walk and the open is caught there.
 */
export async function openDriveFile(root: string, path: string): Promise<DriveFile> {
  const parts = partsOf(path);
  const name = parts.at(-1);
  if (name === undefined) throw new DrivePathError('transferDriveNotAFile', path);
  const folder = await folderAt(root, parts.slice(0, -1), path);
  let handle: FileHandle;
  try {
    handle = await open(join(folder, name), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new DrivePathError('transferDrivePathInvalid', path);
    throw new DrivePathError('transferDriveNotAFile', path);
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new DrivePathError('transferDriveNotAFile', path);
    const opened = await readlink(`/proc/self/fd/${handle.fd}`);
    if (!opened.startsWith(`${await realpath(root)}${sep}`)) throw new DrivePathError('transferDrivePathInvalid', path);
    return { handle, size: stats.size, path: parts.join('/'), name };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** The folder beside the drive where uploads are written until complete; the desktop never sees it. */
export async function incomingFolder(root: string): Promise<string> {
  const folder = join(dirname(root), 'incoming');
  await mkdir(folder, { recursive: true, mode: 0o700 });
  return folder;
}

/**
 * Moves a complete upload (a file in incomingFolder) into a folder of the drive under `name` and answers its path in
 * the drive: an existing file of that name is replaced, and so is a link the desktop placed there (rename never
 * follows it); a folder of that name refuses.
 */
export async function placeInDrive(root: string, folderPath: string, name: string, source: string): Promise<string> {
  if (drivePathParts(name)?.length !== 1) throw new DrivePathError('transferDrivePathInvalid', name);
  const parts = partsOf(folderPath);
  const target = join(await folderAt(root, parts, folderPath), name);
  const existing = await lstat(target).catch(() => undefined);
  if (existing?.isDirectory()) throw new DrivePathError('transferDriveNotAFile', [...parts, name].join('/'));
  await rename(source, target);
  return [...parts, name].join('/');
}
