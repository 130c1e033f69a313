import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  ChevronDoubleLeftRegular,
  ChevronDoubleRightRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { pageCount } from './resultPaging';

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  text: { color: tokens.colorNeutralForeground2, marginLeft: tokens.spacingHorizontalS },
});

interface Props {
  page: number;
  rowCount: number;
  first: number;
  last: number;
  onPage(page: number): void;
}

/** The result grid's page controls: first, previous, next, last, and which rows are shown of how many. */
export function ResultPager({ page, rowCount, first, last, onPage }: Props) {
  const styles = useStyles();
  const { t } = useTranslation();
  const pages = pageCount(rowCount);
  return (
    <nav className={styles.pager} aria-label={t('terminal.sql.pages')} data-testid="sql-pager">
      <Button
        size="small"
        appearance="subtle"
        icon={<ChevronDoubleLeftRegular />}
        aria-label={t('terminal.sql.firstPage')}
        disabled={page === 0}
        onClick={() => onPage(0)}
      />
      <Button
        size="small"
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        aria-label={t('terminal.sql.previousPage')}
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      />
      <Button
        size="small"
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label={t('terminal.sql.nextPage')}
        disabled={page >= pages - 1}
        onClick={() => onPage(page + 1)}
      />
      <Button
        size="small"
        appearance="subtle"
        icon={<ChevronDoubleRightRegular />}
        aria-label={t('terminal.sql.lastPage')}
        disabled={page >= pages - 1}
        onClick={() => onPage(pages - 1)}
      />
      <Text className={styles.text} role="status" data-testid="sql-page-status">
        {t('terminal.sql.pageStatus', { first, last, count: rowCount, page: page + 1, pages })}
      </Text>
    </nav>
  );
}
