import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ensureUploadTexts } from './i18n';
import { LiveStatus } from './LiveStatus';
import { UploadFileList } from './UploadFileList';
import { useStoredEntries } from './useStoredEntries';
import { useStoredFileDownload } from './useStoredFileDownload';

ensureUploadTexts();

const useStyles = makeStyles({
  none: { color: tokens.colorNeutralForeground3 },
});

export interface StoredFileListProps {
  fileNames: readonly string[];
  /** Names the list (the field's label). */
  label: string;
}

/** Uploaded files shown read-only (a filed form): name, size and download. */
export function StoredFileList({ fileNames, label }: StoredFileListProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const entries = useStoredEntries(fileNames);
  const downloads = useStoredFileDownload();
  if (entries.length === 0) return <Text className={styles.none}>{t('upload.none')}</Text>;
  return (
    <div>
      <UploadFileList
        entries={entries}
        label={label}
        busyFileName={downloads.busyFileName}
        onDownload={(entry) => entry.fileName && downloads.download(entry.fileName, entry.name)}
      />
      <LiveStatus text={downloads.status} />
    </div>
  );
}
