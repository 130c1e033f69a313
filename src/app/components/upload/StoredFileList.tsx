import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { FolderZipRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ensureUploadTexts } from './i18n';
import { LiveStatus } from './LiveStatus';
import { UploadFileList } from './UploadFileList';
import { useStoredEntries } from './useStoredEntries';
import { useStoredFileDownload, ZIP_BUSY } from './useStoredFileDownload';

ensureUploadTexts();

const useStyles = makeStyles({
  none: { color: tokens.colorNeutralForeground3 },
  all: { marginTop: tokens.spacingVerticalXS },
});

export interface StoredFileListProps {
  fileNames: readonly string[];
  /** Names the list (the field's label). */
  label: string;
}

/** A zip's name from the field's label: no folder separators or characters file systems refuse. */
const zipNameOf = (label: string) => `${label.replace(/[\\/:*?"<>|]/g, '_').trim() || 'files'}.zip`;

/** Uploaded files shown read-only (a filed form): name, size and download; two or more also as one zip. */
export function StoredFileList({ fileNames, label }: StoredFileListProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const entries = useStoredEntries(fileNames);
  const downloads = useStoredFileDownload();
  if (entries.length === 0) return <Text className={styles.none}>{t('upload.none')}</Text>;
  const stored = entries.flatMap((entry) => (entry.fileName ? [entry.fileName] : []));
  return (
    <div>
      <UploadFileList
        entries={entries}
        label={label}
        busyFileName={downloads.busyFileName}
        onDownload={(entry) => entry.fileName && downloads.download(entry.fileName, entry.name)}
      />
      {stored.length >= 2 && (
        <Button
          className={styles.all}
          size="small"
          appearance="subtle"
          icon={<FolderZipRegular />}
          aria-label={t('upload.downloadAllLabel', { label, count: stored.length })}
          disabled={downloads.busyFileName === ZIP_BUSY}
          onClick={() => downloads.downloadZip(stored, zipNameOf(label))}
        >
          {t('upload.downloadAll')}
        </Button>
      )}
      <LiveStatus text={downloads.status} />
    </div>
  );
}
