import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import JSZip from 'jszip';
import { ZIP_MAX_FILES } from '../../../shared/api/files';
import { ResponseCode } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { storedPath } from './uploadStore';

/**
 * GET /common/download/zip (spec §7 "a zip download on a given path"; docs/files.md): several stored uploads in one
 * zip, streamed as it is made (jszip reads each file as a stream). Every name is checked before the first byte goes
 * out — a stored name, a row, a file on disk — so a refusal is still an envelope naming the file, never a cut zip.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: a zip's name keeps no folders and no control characters.
const NOT_IN_ZIP_NAME = /[/\\\u0000-\u001f\u007f]/g;

/** A name the caller sent, safe to echo in a message: no control characters, not too long. */
const echo = (name: string) => name.replace(CONTROL, '').slice(0, 120);

const entryMissing = (name: string) =>
  new AppError(ResponseCode.fileNotFound, 'zipEntryNotFound', { name: echo(name) }, { data: { field: 'fileNames' } });

/** The stored names asked for, without repeats; none, or more than ZIP_MAX_FILES, is refused. */
export function zipNamesOf(text: unknown): string[] {
  const names = typeof text === 'string' ? [...new Set(text.split(',').filter((name) => name !== ''))] : [];
  if (names.length === 0)
    throw new AppError(
      ResponseCode.badRequest,
      'fieldRequired',
      { field: 'fileNames' },
      { data: { field: 'fileNames' } },
    );
  if (names.length > ZIP_MAX_FILES)
    throw new AppError(
      ResponseCode.badRequest,
      'zipTooManyFiles',
      { max: ZIP_MAX_FILES },
      { data: { field: 'fileNames' } },
    );
  return names;
}

/** The zip's own name: the caller's (no folders or control characters, ending in .zip) or files.zip. */
export function zipNameOf(text: unknown): string {
  const clean = typeof text === 'string' ? text.replace(NOT_IN_ZIP_NAME, '').trim().slice(0, 100) : '';
  if (!clean) return 'files.zip';
  return /\.zip$/i.test(clean) ? clean : `${clean}.zip`;
}

/** report.pdf, report (2).pdf, …: two uploads may share an original name, a zip's entries may not. */
export function uniqueEntryName(name: string, taken: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let count = 2; taken.has(candidate.toLowerCase()); count += 1) candidate = `${stem} (${count})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

export interface ZipEntry {
  path: string;
  entryName: string;
}

/** Checks every name (traversal, row, file) and answers the entries in the order asked, or refuses naming the first bad one. */
export async function zipEntries(deps: Deps, names: readonly string[]): Promise<ZipEntry[]> {
  const stored = names.filter((name) => storedPath(deps.dataDir, name) !== null);
  const found = stored.length
    ? await deps.db
        .selectFrom('uploaded_files')
        .select(['file_name', 'original_name'])
        .where('file_name', 'in', stored)
        .execute()
    : [];
  const rows = new Map(found.map((row) => [row.file_name, row.original_name]));
  const taken = new Set<string>();
  const entries: ZipEntry[] = [];
  for (const name of names) {
    const path = storedPath(deps.dataDir, name);
    const originalName = rows.get(name);
    if (!path || originalName === undefined) throw entryMissing(name);
    const isFile = await stat(path).then(
      (info) => info.isFile(),
      () => false,
    );
    if (!isFile) throw entryMissing(name);
    entries.push({ path, entryName: uniqueEntryName(originalName, taken) });
  }
  return entries;
}

/** The zip as a stream: each file read from disk as the zip is written. */
export function zipStream(entries: readonly ZipEntry[]): NodeJS.ReadableStream {
  const zip = new JSZip();
  for (const entry of entries) zip.file(entry.entryName, createReadStream(entry.path), { binary: true });
  return zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE' });
}
