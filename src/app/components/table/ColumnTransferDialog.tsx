import {
  Button,
  Checkbox,
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
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnOption } from './useColumnVisibility';

const useStyles = makeStyles({
  body: { display: 'flex', alignItems: 'stretch', gap: tokens.spacingHorizontalM },
  list: {
    flex: 1,
    minHeight: '220px',
    display: 'flex',
    flexDirection: 'column',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
    margin: 0,
  },
  heading: { fontWeight: tokens.fontWeightSemibold, paddingBlockEnd: tokens.spacingVerticalXS },
  moves: { display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: tokens.spacingVerticalS },
});

export interface ColumnTransferDialogProps {
  columns: readonly ColumnOption[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
  onClose: () => void;
}

/** The transfer list of the column toolbar (spec §2): shown on the left, hidden on the right. */
export function ColumnTransferDialog({ columns, hidden, onChange, onClose }: ColumnTransferDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [picked, setPicked] = useState<readonly string[]>([]);
  const shown = columns.filter((column) => !hidden.includes(column.key));
  const hiddenColumns = columns.filter((column) => hidden.includes(column.key));
  const toggle = (key: string, checked: boolean) =>
    setPicked((previous) => (checked ? [...previous, key] : previous.filter((item) => item !== key)));
  const move = (toHidden: boolean) => {
    const from = toHidden ? shown : hiddenColumns;
    const moving = from.filter((column) => picked.includes(column.key)).map((column) => column.key);
    onChange(toHidden ? [...hidden, ...moving] : hidden.filter((key) => !moving.includes(key)));
    setPicked((previous) => previous.filter((key) => !moving.includes(key)));
  };
  const list = (title: string, items: readonly ColumnOption[]) => (
    <fieldset className={styles.list} aria-label={title}>
      <Text className={styles.heading}>{title}</Text>
      {items.map((column) => (
        <Checkbox
          key={column.key}
          label={column.label}
          checked={picked.includes(column.key)}
          onChange={(_, data) => toggle(column.key, data.checked === true)}
        />
      ))}
    </fieldset>
  );
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('table.columnsTitle')}</DialogTitle>
          <DialogContent className={styles.body}>
            {list(t('table.shown'), shown)}
            <div className={styles.moves}>
              <Button icon={<ChevronRightRegular />} aria-label={t('table.hideSelected')} onClick={() => move(true)} />
              <Button icon={<ChevronLeftRegular />} aria-label={t('table.showSelected')} onClick={() => move(false)} />
            </div>
            {list(t('table.hidden'), hiddenColumns)}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('table.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
