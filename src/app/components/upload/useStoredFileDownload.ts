import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveStoredFile, saveStoredZip } from './api';

/** busyFileName while the zip of several files downloads. */
export const ZIP_BUSY = '*zip*';

export interface StoredFileDownload {
  download: (fileName: string, name: string) => void;
  /** Downloads several stored uploads as one zip named zipName. */
  downloadZip: (fileNames: readonly string[], zipName: string) => void;
  /** The stored name being downloaded (ZIP_BUSY for a zip), null when none is. */
  busyFileName: string | null;
  /** 正在下载数据，请稍候 while a download runs, for a live region. */
  status: string;
}

/** Downloads a stored upload under its name, or several as a zip; the failure toast is saveFile's (spec §8). */
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
  const downloadZip = (fileNames: readonly string[], zipName: string) => {
    setBusyFileName(ZIP_BUSY);
    saveStoredZip(fileNames, zipName)
      .catch(() => {
        // saveFile has said what went wrong (the refusal names the file); the button is ready again.
      })
      .finally(() => setBusyFileName(null));
  };
  return { download, downloadZip, busyFileName, status: busyFileName ? t('http.downloading') : '' };
}
