import {
  describeUploads,
  downloadResource,
  downloadZip,
  type StoredFileInfo,
  type UploadResult,
  uploadFile,
} from '../../../shared/api/files';
import { getFile, saveFile } from '../../data/getFile';
import { call } from '../../data/http';
import { sendFile } from '../../data/sendFile';

/** The upload widgets' calls (spec §7 Files); the only file of the widgets that touches the network. */

export type UploadKind = 'file' | 'image';

/** One file to POST /common/upload; `image` has the server admit images only. The widget shows failures. */
export const uploadStoredFile = (
  file: File,
  kind: UploadKind,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<UploadResult> =>
  sendFile(uploadFile, file, {
    ...(kind === 'image' ? { query: { kind: 'image' } } : {}),
    onProgress,
    signal,
    silent: true,
  });

/** A stored upload's bytes, read with the token (an <img src> cannot send it); failures show in place. */
export const fetchStoredFile = async (fileName: string, signal?: AbortSignal): Promise<Blob> =>
  (await getFile(downloadResource.path, { resource: fileName }, { silent: true, ...(signal ? { signal } : {}) })).blob;

/** Saves a stored upload under its original name, with spec §8's download messages. */
export const saveStoredFile = (fileName: string, fallbackName: string): Promise<void> =>
  saveFile(downloadResource.path, { resource: fileName }, fallbackName);

/** Saves several stored uploads as one zip (GET /common/download/zip), with spec §8's download messages. */
export const saveStoredZip = (fileNames: readonly string[], zipName: string): Promise<void> =>
  saveFile(downloadZip.path, { fileNames: fileNames.join(','), name: zipName }, zipName);

/** Original names and sizes of stored uploads; a list without them still shows, so failures stay quiet. */
export const fetchStoredFileInfo = (fileNames: readonly string[], signal?: AbortSignal): Promise<StoredFileInfo[]> =>
  call(describeUploads, { query: { fileNames: fileNames.join(',') }, silent: true, ...(signal ? { signal } : {}) });
