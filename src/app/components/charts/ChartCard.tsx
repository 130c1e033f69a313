import { Card, CardHeader, makeStyles, Text, ToggleButton, Toolbar, tokens } from '@fluentui/react-components';
import { DataBarVerticalRegular, TableRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from './Chart';
import { ChartTableView } from './ChartTableView';
import type { ChartColours } from './chartColours';
import type { ChartOption, ChartTable } from './chartOption';
import { ensureChartTexts } from './i18n';

ensureChartTexts();

const useStyles = makeStyles({
  card: { minWidth: 0 },
  tableBox: { overflowX: 'auto' },
  viewButton: { whiteSpace: 'nowrap', minWidth: 'auto' },
  empty: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalXXL, textAlign: 'center' },
});

export interface ChartCardProps {
  title: string;
  /** A line under the title (what is counted, over which period). */
  description?: string;
  table: ChartTable;
  option: (colours: ChartColours) => ChartOption;
  height?: number;
  testId?: string;
}

/**
 * A titled chart with its table view beside it: the chart for comparing at a glance, the same figures as a table
 * for screen readers and exact reading. Both come from one ChartTable, so they cannot disagree.
 */
export function ChartCard({ title, description, table, option, height, testId }: ChartCardProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const titleId = useId();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const isEmpty = table.rows.every((row) => row.values.every((value) => value === 0));
  return (
    <Card className={styles.card} data-testid={testId} aria-labelledby={titleId} role="region">
      <CardHeader
        header={
          <Text as="h2" id={titleId} weight="semibold">
            {title}
          </Text>
        }
        description={description}
        action={
          <Toolbar aria-label={t('charts.view')} size="small">
            <ToggleButton
              size="small"
              appearance="subtle"
              className={styles.viewButton}
              icon={<DataBarVerticalRegular />}
              checked={view === 'chart'}
              onClick={() => setView('chart')}
            >
              {t('charts.chartView')}
            </ToggleButton>
            <ToggleButton
              size="small"
              appearance="subtle"
              className={styles.viewButton}
              icon={<TableRegular />}
              checked={view === 'table'}
              onClick={() => setView('table')}
            >
              {t('charts.tableView')}
            </ToggleButton>
          </Toolbar>
        }
      />
      {view === 'table' ? (
        <div className={styles.tableBox}>
          <ChartTableView table={table} label={title} />
        </div>
      ) : isEmpty ? (
        <Text className={styles.empty}>{t('charts.empty')}</Text>
      ) : (
        <Chart option={option} label={title} height={height} />
      )}
    </Card>
  );
}
