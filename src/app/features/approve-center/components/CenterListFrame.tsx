import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type PagedList, PagedListFrame } from '../../../components/page';
import type { DataColumn, Paging } from '../../../components/table';

const useStyles = makeStyles({
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center', paddingBlock: tokens.spacingVerticalL },
});

export interface CenterListFrameProps<R> {
  /** The tab list: stays shown when the search is hidden. */
  tabs: ReactNode;
  search: ReactNode;
  actions?: ReactNode;
  /** The table's accessible name: the tab's. */
  label: string;
  list: PagedList<R>;
  columns: readonly DataColumn<R>[];
  rowKey: (row: R) => Key;
  paging: Paging;
  onPagingChange: (paging: Paging) => void;
}

/** One tab of the approval centre: the shared list frame under the centre's title and tabs, saying when it is empty. */
export function CenterListFrame<R>({ tabs, label, ...list }: CenterListFrameProps<R>) {
  const styles = useStyles();
  const { t } = useTranslation();
  const isEmpty = (list.list.data?.rows.length ?? 0) === 0 && !list.list.isError;
  return (
    <PagedListFrame title={t('approveCenter.title')} header={tabs} tableLabel={label} {...list}>
      {isEmpty && <Text className={styles.empty}>{t('approveCenter.empty')}</Text>}
    </PagedListFrame>
  );
}
