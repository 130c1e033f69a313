import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveStoredFile } from './api';

export interface StoredFileDownload {
  download: (fileName: string, name: string) => void;
  /** The stored name being downloaded, null when none is. */
  busyFileName: string | null;
  /** 正在下载数据，请稍候 while a download runs, for a live region. */
  status: string;
}

/** Downloads a stored upload under its name; the failure toast is saveFile's (spec §8). */
export function useStoredFileDownload(): StoredFileDownload {
  const { t } = useTranslation();
  const [busyFileName, setBusyFileName] = useState<string | null>(null);
  const download = (fileName: string, name: string) => {
    setBusyFileName(fileName);
    saveStoredFile(fileName, name)
      .catch(() => {
        // saveFile has said what went wrong; the button is ready again.
      })
      .finally(() => setBusyFileName(null));
  };
  return { download, busyFileName, status: busyFileName ? t('http.downloading') : '' };
}
