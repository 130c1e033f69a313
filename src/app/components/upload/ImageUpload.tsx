import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { UploadNaming } from './FileUpload';
import { ImageGallery } from './ImageGallery';
import { ensureUploadTexts } from './i18n';
import { LiveStatus } from './LiveStatus';
import { UploadChooser } from './UploadChooser';
import { acceptOf, IMAGE_UPLOAD_LIMITS, typesText, type UploadLimits } from './uploadRules';
import { useUploads } from './useUploads';

ensureUploadTexts();

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 'none',
  },
  tip: { color: tokens.colorNeutralForeground3 },
});

export interface ImageUploadProps extends UploadNaming {
  /** The stored names of the uploaded images (what a form keeps). */
  value: readonly string[];
  onChange: (fileNames: string[]) => void;
  /** png, jpg and jpeg by default, with spec §5's size and count. */
  limits?: Partial<UploadLimits>;
  disabled?: boolean;
  /** Several images in one choice. */
  multiple?: boolean;
  thumbnailSize?: { width: number; height: number } | undefined;
}

/**
 * The image upload widget (spec §2 shared widgets, §5 Images): as the file upload, for images, each shown as a
 * thumbnail that opens the large preview.
 */
export function ImageUpload({
  value,
  onChange,
  limits,
  disabled = false,
  multiple = true,
  thumbnailSize,
  label,
  ...naming
}: ImageUploadProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const rules = { ...IMAGE_UPLOAD_LIMITS, ...limits };
  const uploads = useUploads({ value, onChange, limits: rules, kind: 'image' });
  const isFull = uploads.entries.length >= rules.limit;
  return (
    <fieldset className={styles.root} {...naming} aria-label={naming['aria-labelledby'] ? undefined : label}>
      <ImageGallery
        entries={uploads.entries}
        label={label}
        size={thumbnailSize}
        {...(disabled ? {} : { onRemove: (entry: { id: string }) => uploads.remove(entry.id) })}
      />
      <UploadChooser
        label={t('upload.chooseImages')}
        accept={acceptOf(rules.types)}
        multiple={multiple && rules.limit > 1}
        disabled={disabled || isFull}
        onChoose={uploads.choose}
      />
      <Text size={200} className={styles.tip}>
        {t('upload.tip', { size: rules.fileSizeMb, types: typesText(rules.types), max: rules.limit })}
      </Text>
      <LiveStatus text={uploads.announcement} />
    </fieldset>
  );
}
