import { Button, Dropdown, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../display/useIsMobile';
import { PAGE_SIZES, PAGER_COUNT_DESKTOP, PAGER_COUNT_MOBILE, pagerItems } from './pagerItems';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalXS,
    paddingBlock: tokens.spacingVerticalS,
  },
  size: { minWidth: '110px' },
  page: { minWidth: '32px' },
});

export interface PaginationProps {
  pageNum: number;
  pageSize: number;
  total: number;
  onChange: (pageNum: number, pageSize: number) => void;
  pageSizes?: readonly number[];
}

/** The shared pager of every list (spec §2 shared widgets, §9 sizes and pager count). */
export function Pagination({ pageNum, pageSize, total, onChange, pageSizes = PAGE_SIZES }: PaginationProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const items = pagerItems(Math.min(pageNum, pages), pages, isMobile ? PAGER_COUNT_MOBILE : PAGER_COUNT_DESKTOP);
  const jump = isMobile ? PAGER_COUNT_MOBILE - 2 : PAGER_COUNT_DESKTOP - 2;
  return (
    <nav className={styles.root} aria-label={t('table.pager')}>
      <Text>{t('table.total', { total })}</Text>
      <Dropdown
        className={styles.size}
        aria-label={t('table.pageSizeLabel')}
        value={t('table.pageSize', { size: pageSize })}
        selectedOptions={[String(pageSize)]}
        onOptionSelect={(_, data) => onChange(1, Number(data.optionValue))}
      >
        {pageSizes.map((size) => (
          <Option key={size} value={String(size)}>
            {t('table.pageSize', { size })}
          </Option>
        ))}
      </Dropdown>
      <Button
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        aria-label={t('table.previous')}
        disabled={pageNum <= 1}
        onClick={() => onChange(pageNum - 1, pageSize)}
      />
      {items.map((item) =>
        item.kind === 'page' ? (
          <Button
            key={`p${item.page}`}
            className={styles.page}
            appearance={item.page === pageNum ? 'primary' : 'subtle'}
            aria-current={item.page === pageNum ? 'page' : undefined}
            aria-label={t('table.goTo', { page: item.page })}
            onClick={() => onChange(item.page, pageSize)}
          >
            {item.page}
          </Button>
        ) : (
          <Button
            key={item.side}
            appearance="subtle"
            icon={<MoreHorizontalRegular />}
            aria-label={
              item.side === 'left' ? t('table.jumpBack', { count: jump }) : t('table.jumpForward', { count: jump })
            }
            onClick={() =>
              onChange(item.side === 'left' ? Math.max(1, pageNum - jump) : Math.min(pages, pageNum + jump), pageSize)
            }
          />
        ),
      )}
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label={t('table.next')}
        disabled={pageNum >= pages}
        onClick={() => onChange(pageNum + 1, pageSize)}
      />
    </nav>
  );
}
