import { makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePreviewDialog, type PreviewImage } from './ImagePreviewDialog';
import { ImageTile } from './ImageTile';
import { ensureUploadTexts } from './i18n';
import type { ShownEntry } from './shownEntry';

ensureUploadTexts();

const useStyles = makeStyles({
  grid: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** A thumbnail's default size (the designer's image widget default). */
export const THUMBNAIL_SIZE = { width: 100, height: 100 };

export interface ImageGalleryProps {
  entries: readonly ShownEntry[];
  /** Names the list (the field's label). */
  label: string;
  /** A thumbnail's size in pixels. */
  size?: { width: number; height: number } | undefined;
  /** Left out when the images are read-only. */
  onRemove?: (entry: ShownEntry) => void;
}

/** The thumbnails of a widget's images; one clicked opens the large preview, with the others a step away. */
export function ImageGallery({ entries, label, size = THUMBNAIL_SIZE, onRemove }: ImageGalleryProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [previewed, setPreviewed] = useState<number | null>(null);
  const images: PreviewImage[] = entries.flatMap((entry) =>
    entry.status === 'success' && entry.fileName ? [{ fileName: entry.fileName, name: entry.name }] : [],
  );
  if (entries.length === 0) return null;
  // An image removed while previewed closes the preview rather than show another.
  const index = previewed !== null && previewed < images.length ? previewed : null;
  return (
    <>
      <ul className={styles.grid} aria-label={t('upload.imageList', { label })}>
        {entries.map((entry) => (
          <ImageTile
            key={entry.id}
            entry={entry}
            width={size.width}
            height={size.height}
            onPreview={() => setPreviewed(images.findIndex((image) => image.fileName === entry.fileName))}
            {...(onRemove ? { onRemove: () => onRemove(entry) } : {})}
          />
        ))}
      </ul>
      <ImagePreviewDialog
        images={images}
        index={index}
        onIndexChange={setPreviewed}
        onClose={() => setPreviewed(null)}
      />
    </>
  );
}
