import {
  Button,
  makeStyles,
  ProgressBar,
  Text,
  Tooltip,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ensureUploadTexts } from './i18n';
import { StoredImage } from './StoredImage';
import type { ShownEntry } from './shownEntry';

ensureUploadTexts();

const useStyles = makeStyles({
  tile: {
    position: 'relative',
    overflow: 'hidden',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  thumbnail: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    height: '100%',
    padding: 0,
    border: 'none',
    backgroundColor: 'transparent',
    cursor: 'zoom-in',
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-2px',
    },
  },
  uploading: {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXS,
    height: '100%',
    padding: tokens.spacingHorizontalS,
    boxSizing: 'border-box',
  },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  remove: { position: 'absolute', top: tokens.spacingVerticalXXS, right: tokens.spacingHorizontalXXS },
});

export interface ImageTileProps {
  entry: ShownEntry;
  width: number;
  height: number;
  onPreview: () => void;
  /** Left out when the image is read-only. */
  onRemove?: () => void;
}

/** One image of a widget: its progress while it uploads, then its thumbnail, which opens the preview. */
export function ImageTile({ entry, width, height, onPreview, onRemove }: ImageTileProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  // The preview dialog gives focus back here when it closes.
  const restoreFocus = useRestoreFocusTarget();
  const isDone = entry.status === 'success' && entry.fileName !== null;
  return (
    <li className={styles.tile} style={{ width: `${width}px`, height: `${height}px` }}>
      {isDone && entry.fileName ? (
        <button
          type="button"
          className={styles.thumbnail}
          aria-label={t('upload.preview', { name: entry.name })}
          onClick={onPreview}
          {...restoreFocus}
        >
          <StoredImage fileName={entry.fileName} alt={entry.name} fit="cover" />
        </button>
      ) : (
        <div className={styles.uploading}>
          <Text size={200} className={styles.name} title={entry.name}>
            {entry.name}
          </Text>
          <ProgressBar
            value={entry.progress}
            max={1}
            thickness="large"
            aria-label={t('upload.progress', { name: entry.name })}
            aria-valuetext={`${Math.round(entry.progress * 100)}%`}
          />
        </div>
      )}
      {onRemove && (
        <Tooltip content={t('upload.remove', { name: entry.name })} relationship="label">
          <Button
            className={styles.remove}
            size="small"
            shape="circular"
            icon={<DismissRegular />}
            onClick={onRemove}
          />
        </Tooltip>
      )}
    </li>
  );
}
