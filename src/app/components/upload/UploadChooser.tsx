import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureUploadTexts } from './i18n';

ensureUploadTexts();

const useStyles = makeStyles({
  zone: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  dragging: {
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  hint: { color: tokens.colorNeutralForeground3 },
  input: { display: 'none' },
});

export interface UploadChooserProps {
  /** The button's text. */
  label: string;
  accept: string | undefined;
  multiple: boolean;
  disabled: boolean;
  onChoose: (files: File[]) => void;
}

/**
 * Where files are chosen: a button opening the browser's file chooser (the keyboard's way), and a zone that
 * takes files dropped on it. The checks of a choice are the caller's.
 */
export function UploadChooser({ label, accept, multiple, disabled, onChoose }: UploadChooserProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [isDragging, setDragging] = useState(false);
  const open = () => input.current?.click();

  const handleDragOver = (event: DragEvent) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const handleDrop = (event: DragEvent) => {
    setDragging(false);
    if (disabled) return;
    event.preventDefault();
    const files = [...event.dataTransfer.files];
    onChoose(multiple ? files : files.slice(0, 1));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the button inside is the way for keyboards and screen readers.
    <div
      className={mergeClasses(styles.zone, isDragging && styles.dragging)}
      onDragOver={handleDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
    >
      <Button icon={<ArrowUploadRegular />} disabled={disabled} onClick={open}>
        {label}
      </Button>
      {!disabled && <Text className={styles.hint}>{t('upload.dropHint')}</Text>}
      <input
        ref={input}
        className={styles.input}
        type="file"
        tabIndex={-1}
        aria-hidden="true"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared, so choosing the same file again (after removing it) still reports a change.
          event.target.value = '';
          if (files.length > 0) onChoose(files);
        }}
      />
    </div>
  );
}
