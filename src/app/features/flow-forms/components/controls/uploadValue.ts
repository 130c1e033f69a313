import type { FormValue } from '../../../../../shared/forms';

/**
 * The stored names an upload field holds (its value is their list), or null when it holds something else: data of
 * an imported form may carry entries as objects, which the renderer then shows as data instead of as files.
 */
export function storedNamesIn(value: FormValue | undefined): string[] | null {
  if (value === undefined || value === null || value === '') return [];
  if (!Array.isArray(value)) return null;
  return value.every((entry) => typeof entry === 'string') ? (value as string[]) : null;
}
