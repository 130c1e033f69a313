import { Button, Dropdown, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

/** Spec §9: default page size 100; options 20, 50, 100, 500. */
export const PAGE_SIZES = [20, 50, 100, 500] as const;
export const DEFAULT_PAGE_SIZE = 100;

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
  size: { minWidth: '120px' },
});

export interface PagerProps {
  pageNum: number;
  pageSize: number;
  total: number;
  onChange: (pageNum: number, pageSize: number) => void;
}

export function Pager({ pageNum, pageSize, total, onChange }: PagerProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className={styles.root}>
      <Text>{t('access.common.total', { total })}</Text>
      <Dropdown
        className={styles.size}
        aria-label={t('access.common.pageSizeLabel')}
        value={t('access.common.pageSize', { size: pageSize })}
        selectedOptions={[String(pageSize)]}
        onOptionSelect={(_event, data) => onChange(1, Number(data.optionValue))}
      >
        {PAGE_SIZES.map((size) => (
          <Option key={size} value={String(size)}>
            {t('access.common.pageSize', { size })}
          </Option>
        ))}
      </Dropdown>
      <Button
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        aria-label={t('access.common.previous')}
        disabled={pageNum <= 1}
        onClick={() => onChange(pageNum - 1, pageSize)}
      />
      <Text>{t('access.common.page', { page: pageNum, pages })}</Text>
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label={t('access.common.next')}
        disabled={pageNum >= pages}
        onClick={() => onChange(pageNum + 1, pageSize)}
      />
    </div>
  );
}
