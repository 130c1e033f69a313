import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { StoredFileInfo } from '../../../shared/api/files';
import { fetchStoredFile, fetchStoredFileInfo } from './api';

/** Neither key is persisted (data/persist.ts keeps only lists): a blob is no JSON, and a name is cheap to ask again. */
export const storedFileKeys = {
  all: () => ['storedFiles'] as const,
  blob: (fileName: string) => [...storedFileKeys.all(), 'blob', fileName] as const,
  info: (fileNames: readonly string[]) => [...storedFileKeys.all(), 'info', [...fileNames].sort()] as const,
};

/** A stored file never changes under its name: read once, kept while shown. */
const STORED_FOREVER = Number.POSITIVE_INFINITY;

/** Original names and sizes by stored name, for the names the widget does not know (empty while they load). */
export function useStoredFileInfo(fileNames: readonly string[]): ReadonlyMap<string, StoredFileInfo> {
  const info = useQuery({
    queryKey: storedFileKeys.info(fileNames),
    queryFn: ({ signal }) => fetchStoredFileInfo(fileNames, signal),
    enabled: fileNames.length > 0,
    staleTime: STORED_FOREVER,
    select: byFileName,
  });
  return info.data ?? EMPTY;
}
const byFileName = (rows: StoredFileInfo[]) => new Map(rows.map((row) => [row.fileName, row]));
const EMPTY: ReadonlyMap<string, StoredFileInfo> = new Map();

export type StoredImage = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; url: string };

/** A stored image as an object URL, made for this component and revoked when it goes. */
export function useStoredImage(fileName: string): StoredImage {
  const blob = useQuery({
    queryKey: storedFileKeys.blob(fileName),
    queryFn: ({ signal }) => fetchStoredFile(fileName, signal),
    staleTime: STORED_FOREVER,
    retry: false,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return undefined;
    const made = URL.createObjectURL(blob.data);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob.data]);
  if (blob.isError) return { state: 'failed' };
  return url ? { state: 'ready', url } : { state: 'loading' };
}
