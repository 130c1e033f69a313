import { Button, makeStyles, ProgressBar, Text, Tooltip, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular, DocumentRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../formatFileSize';
import { ensureUploadTexts } from './i18n';
import type { ShownEntry } from './shownEntry';

ensureUploadTexts();

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  size: { color: tokens.colorNeutralForeground3, marginInlineStart: tokens.spacingHorizontalS },
  progress: { gridColumn: '2 / 4' },
  actions: { display: 'flex' },
});

export interface UploadFileListProps {
  entries: readonly ShownEntry[];
  /** Names the list (the field's label). */
  label: string;
  onDownload: (entry: ShownEntry) => void;
  /** The stored name being downloaded. */
  busyFileName: string | null;
  /** Left out when the list is read-only. */
  onRemove?: (entry: ShownEntry) => void;
}

/** The files of a widget: each with its name and size, its progress while it uploads, download and remove. */
export function UploadFileList({ entries, label, onDownload, busyFileName, onRemove }: UploadFileListProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('upload.fileList', { label })}>
      {entries.map((entry) => {
        const isDone = entry.status === 'success' && entry.fileName !== null;
        return (
          <li key={entry.id} className={styles.item}>
            <DocumentRegular aria-hidden="true" />
            <Text className={styles.name} title={entry.name}>
              {entry.name}
              {entry.size !== null && <span className={styles.size}>{formatFileSize(entry.size)}</span>}
            </Text>
            <span className={styles.actions}>
              {isDone && (
                <Tooltip content={t('upload.download', { name: entry.name })} relationship="label">
                  <Button
                    appearance="subtle"
                    icon={<ArrowDownloadRegular />}
                    disabled={busyFileName === entry.fileName}
                    onClick={() => onDownload(entry)}
                  />
                </Tooltip>
              )}
              {onRemove && (
                <Tooltip content={t('upload.remove', { name: entry.name })} relationship="label">
                  <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => onRemove(entry)} />
                </Tooltip>
              )}
            </span>
            {!isDone && (
              <ProgressBar
                className={styles.progress}
                value={entry.progress}
                max={1}
                thickness="large"
                aria-label={t('upload.progress', { name: entry.name })}
                aria-valuetext={`${Math.round(entry.progress * 100)}%`}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
