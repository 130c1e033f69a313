import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES, IMPORT_MAX_FILES, IMPORT_MAX_MB } from '../../../shared/api';
import { msgRef } from '../../../shared/rules/validation';

/**
 * The §5 File upload and Import checks on what the user dropped or picked, before anything is sent:
 * a message reference (render with tMsg) or null when the choice is fine.
 */
export function importChoiceProblem(files: readonly Pick<File, 'name' | 'size'>[]): string | null {
  if (files.length > IMPORT_MAX_FILES) return msgRef('importTooManyFiles', { n: IMPORT_MAX_FILES });
  const file = files[0];
  if (!file) return null;
  const name = file.name.toLowerCase();
  if (!IMPORT_EXTENSIONS.some((ext) => name.endsWith(ext)))
    return msgRef('importExtension', { ext: IMPORT_EXTENSIONS.join('/') });
  if (file.size > IMPORT_MAX_BYTES) return msgRef('uploadTooLarge', { max: IMPORT_MAX_MB });
  if (file.size === 0) return msgRef('importEmpty');
  return null;
}
