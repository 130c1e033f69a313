import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ImageGallery } from './ImageGallery';
import { ensureUploadTexts } from './i18n';
import { useStoredEntries } from './useStoredEntries';

ensureUploadTexts();

const useStyles = makeStyles({
  none: { color: tokens.colorNeutralForeground3 },
});

export interface StoredImageListProps {
  fileNames: readonly string[];
  /** Names the list (the field's label). */
  label: string;
  thumbnailSize?: { width: number; height: number } | undefined;
}

/** Uploaded images shown read-only (a filed form): thumbnails that open the large preview. */
export function StoredImageList({ fileNames, label, thumbnailSize }: StoredImageListProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const entries = useStoredEntries(fileNames);
  if (entries.length === 0) return <Text className={styles.none}>{t('upload.none')}</Text>;
  return <ImageGallery entries={entries} label={label} size={thumbnailSize} />;
}
