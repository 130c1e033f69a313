import { makeStyles, mergeClasses, Spinner, Text, tokens } from '@fluentui/react-components';
import { ImageOffRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ensureUploadTexts } from './i18n';
import { useStoredImage } from './queries';

ensureUploadTexts();

const useStyles = makeStyles({
  image: { display: 'block', width: '100%', height: '100%' },
  cover: { objectFit: 'cover' },
  contain: { objectFit: 'contain' },
  missing: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXS,
    width: '100%',
    height: '100%',
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
});

export interface StoredImageProps {
  fileName: string;
  /** The image's text alternative (its original name). */
  alt: string;
  /** cover fills a thumbnail's square; contain shows the whole image (the preview). */
  fit: 'cover' | 'contain';
}

/** A stored image, read with the token and shown from an object URL; a spinner while it loads, a note if it cannot. */
export function StoredImage({ fileName, alt, fit }: StoredImageProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const image = useStoredImage(fileName);
  if (image.state === 'loading') return <Spinner size="tiny" aria-label={t('upload.imageLoading')} />;
  if (image.state === 'failed') {
    return (
      <span className={styles.missing}>
        <ImageOffRegular aria-hidden="true" />
        <Text size={200}>{t('upload.imageUnavailable')}</Text>
      </span>
    );
  }
  return (
    <img
      className={mergeClasses(styles.image, fit === 'cover' ? styles.cover : styles.contain)}
      src={image.url}
      alt={alt}
    />
  );
}
