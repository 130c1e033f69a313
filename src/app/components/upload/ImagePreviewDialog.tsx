import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, DismissRegular } from '@fluentui/react-icons';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureUploadTexts } from './i18n';
import { StoredImage } from './StoredImage';

ensureUploadTexts();

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, 96vw)', width: 'auto' },
  stage: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 'min(880px, 88vw)',
    height: 'min(600px, 64vh)',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  caption: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

export interface PreviewImage {
  fileName: string;
  name: string;
}

export interface ImagePreviewDialogProps {
  images: readonly PreviewImage[];
  /** The image shown, or null when the dialog is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * A large view of one image of a widget (spec §2 image preview): a modal dialog that Esc closes and that gives
 * focus back to the thumbnail opened from; with several images, previous and next (buttons, or ← and →) go round.
 */
export function ImagePreviewDialog({ images, index, onIndexChange, onClose }: ImagePreviewDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const shown = index === null ? undefined : images[index];
  const total = images.length;
  const hasSeveral = total > 1;
  const go = (step: number) => {
    if (index !== null && hasSeveral) onIndexChange((index + step + total) % total);
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
  };
  return (
    <Dialog open={shown !== undefined} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} onKeyDown={handleKeyDown}>
        {shown && index !== null && (
          <DialogBody>
            <DialogTitle
              action={
                <Button
                  appearance="subtle"
                  aria-label={t('upload.close')}
                  icon={<DismissRegular />}
                  onClick={onClose}
                />
              }
            >
              {t('upload.previewTitle')}
            </DialogTitle>
            <DialogContent>
              <div className={styles.stage}>
                <StoredImage key={shown.fileName} fileName={shown.fileName} alt={shown.name} fit="contain" />
              </div>
              <div className={styles.caption}>
                <Text className={styles.name} title={shown.name}>
                  {shown.name}
                </Text>
                <Text aria-live="polite">{t('upload.position', { index: index + 1, total })}</Text>
              </div>
            </DialogContent>
            {hasSeveral && (
              <DialogActions>
                <Button icon={<ChevronLeftRegular />} onClick={() => go(-1)}>
                  {t('upload.previous')}
                </Button>
                <Button icon={<ChevronRightRegular />} iconPosition="after" onClick={() => go(1)}>
                  {t('upload.next')}
                </Button>
              </DialogActions>
            )}
          </DialogBody>
        )}
      </DialogSurface>
    </Dialog>
  );
}
