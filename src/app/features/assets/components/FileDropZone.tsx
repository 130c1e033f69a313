import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  zone: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    padding: tokens.spacingVerticalXL,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  over: { border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}` },
});

/** Drag and drop or a file picker; hands every dropped or picked file to onFiles (the page checks them). */
export function FileDropZone({ accept, onFiles }: { accept: string; onFiles: (files: File[]) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop target only; the button inside is the keyboard way
    <div
      className={mergeClasses(styles.zone, isOver && styles.over)}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={handleDrop}
    >
      <ArrowUploadRegular fontSize={24} />
      <Text>{t('assetImport.dropHint')}</Text>
      <Button onClick={() => input.current?.click()}>{t('assetImport.pick')}</Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid="asset-import-file"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
