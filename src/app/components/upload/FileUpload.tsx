import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { AriaAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureUploadTexts } from './i18n';
import { LiveStatus } from './LiveStatus';
import { UploadChooser } from './UploadChooser';
import { UploadFileList } from './UploadFileList';
import { acceptOf, FILE_UPLOAD_LIMITS, typesText, type UploadLimits } from './uploadRules';
import { useStoredFileDownload } from './useStoredFileDownload';
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

/** How a widget is named and described: by a label of its own, or by the ids of its field's label and hint. */
export type UploadNaming = {
  /** Names the widget and its list when no labelling element does (aria-label). */
  label: string;
} & Pick<AriaAttributes, 'aria-labelledby' | 'aria-describedby' | 'aria-invalid'> & { id?: string | undefined };

export interface FileUploadProps extends UploadNaming {
  /** The stored names of the uploaded files (what a form keeps). */
  value: readonly string[];
  onChange: (fileNames: string[]) => void;
  /** Types, size and count; spec §5's defaults for what is left out. */
  limits?: Partial<UploadLimits>;
  disabled?: boolean;
}

/**
 * The file upload widget (spec §2 shared widgets, §5 File upload, §4 Upload): choose or drop files, checked before
 * anything is sent; each shows its progress, then the list of uploaded files with name, size, download and remove.
 */
export function FileUpload({ value, onChange, limits, disabled = false, label, ...naming }: FileUploadProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const rules = { ...FILE_UPLOAD_LIMITS, ...limits };
  const uploads = useUploads({ value, onChange, limits: rules, kind: 'file' });
  const downloads = useStoredFileDownload();
  const isFull = uploads.entries.length >= rules.limit;
  const tip =
    rules.types.length > 0
      ? t('upload.tip', { size: rules.fileSizeMb, types: typesText(rules.types), max: rules.limit })
      : t('upload.tipAnyType', { size: rules.fileSizeMb, max: rules.limit });
  return (
    <fieldset className={styles.root} {...naming} aria-label={naming['aria-labelledby'] ? undefined : label}>
      <UploadChooser
        label={t('upload.chooseFiles')}
        accept={acceptOf(rules.types)}
        multiple={rules.limit > 1}
        disabled={disabled || isFull}
        onChoose={uploads.choose}
      />
      <Text size={200} className={styles.tip}>
        {tip}
      </Text>
      <UploadFileList
        entries={uploads.entries}
        label={label}
        busyFileName={downloads.busyFileName}
        onDownload={(entry) => entry.fileName && downloads.download(entry.fileName, entry.name)}
        {...(disabled ? {} : { onRemove: (entry: { id: string }) => uploads.remove(entry.id) })}
      />
      <LiveStatus text={downloads.status || uploads.announcement} />
    </fieldset>
  );
}
