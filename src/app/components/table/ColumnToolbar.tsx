import { Button, makeStyles, Tooltip, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, GridRegular, SearchRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnTransferDialog } from './ColumnTransferDialog';
import type { ColumnOption } from './useColumnVisibility';

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalXS, marginInlineStart: 'auto' },
});

export interface ColumnToolbarProps {
  isSearchShown: boolean;
  onToggleSearch: (isShown: boolean) => void;
  onRefresh: () => void;
  /** Without columns there is no column button. */
  columns?: readonly ColumnOption[];
  hidden?: readonly string[];
  onHiddenChange?: (hidden: string[]) => void;
}

/** The right-hand toolbar of every list (spec §2): show/hide search, refresh, show/hide columns. */
export function ColumnToolbar({
  isSearchShown,
  onToggleSearch,
  onRefresh,
  columns,
  hidden = [],
  onHiddenChange,
}: ColumnToolbarProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [isPicking, setPicking] = useState(false);
  const searchLabel = isSearchShown ? t('table.hideSearch') : t('table.showSearch');
  return (
    <div className={styles.root} role="toolbar" aria-label={t('table.toolbar')}>
      <Tooltip content={searchLabel} relationship="label">
        <Button shape="circular" icon={<SearchRegular />} onClick={() => onToggleSearch(!isSearchShown)} />
      </Tooltip>
      <Tooltip content={t('table.refresh')} relationship="label">
        <Button shape="circular" icon={<ArrowClockwiseRegular />} onClick={onRefresh} />
      </Tooltip>
      {columns && onHiddenChange && (
        <Tooltip content={t('table.columns')} relationship="label">
          <Button shape="circular" icon={<GridRegular />} onClick={() => setPicking(true)} />
        </Tooltip>
      )}
      {isPicking && columns && onHiddenChange && (
        <ColumnTransferDialog
          columns={columns}
          hidden={hidden}
          onChange={onHiddenChange}
          onClose={() => setPicking(false)}
        />
      )}
    </div>
  );
}
