import { makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementResult } from '../../../../shared/api/dbSessions';
import { ColumnResizeHandle } from './ColumnResizeHandle';
import { initialWidths, withWidth } from './columnWidths';
import { ResultPager } from './ResultPager';
import { pageOf } from './resultPaging';

const useStyles = makeStyles({
  grid: { display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, gap: tokens.spacingVerticalXS },
  scroll: {
    flex: 1,
    minHeight: 0,
    overflow: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  table: {
    borderCollapse: 'collapse',
    tableLayout: 'fixed',
    width: 'max-content',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
  },
  head: {
    position: 'sticky',
    top: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    textAlign: 'left',
    verticalAlign: 'bottom',
    backgroundColor: tokens.colorNeutralBackground3,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
    whiteSpace: 'nowrap',
  },
  type: { display: 'block', fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground2 },
  cell: {
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    whiteSpace: 'pre',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'top',
  },
  number: { textAlign: 'right' },
  null: { fontStyle: 'italic', color: tokens.colorNeutralForeground2 },
  masked: { fontWeight: tokens.fontWeightSemibold },
});

/**
 * A query's rows as an accessible table: a header per column with its type, NULL shown apart from the text 'NULL',
 * 100 rows a page, columns resized by dragging or with the keyboard. Widths and page live as long as the result
 * (the console keys the grid by statement).
 */
export function ResultGrid({ result }: { result: StatementResult }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [widths, setWidths] = useState(() => initialWidths(result.columns, result.rows));
  const shown = pageOf(result.rows, page);
  return (
    <div className={styles.grid}>
      <ResultPager
        page={shown.page}
        rowCount={result.rows.length}
        first={shown.first}
        last={shown.last}
        onPage={setPage}
      />
      {/* Focusable so keyboard users can scroll a wide or long result. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable) */}
      <section className={styles.scroll} tabIndex={0} aria-label={t('terminal.sql.result')} data-testid="sql-result">
        <table className={styles.table}>
          <colgroup>
            {widths.map((width, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns have no identity but their position
              <col key={index} style={{ width: `${width}px` }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {result.columns.map((column, index) => (
                // Column names may repeat (select 1, 1): the index keeps the keys apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: columns have no identity but their position
                <th key={index} scope="col" className={styles.head}>
                  {column.name}
                  <span className={styles.type}>
                    {column.type}
                    {column.masked && (
                      <span className={styles.masked} title={t('terminal.sql.maskedTitle')} data-testid="sql-masked">
                        {' · '}
                        {t('terminal.sql.masked')}
                      </span>
                    )}
                  </span>
                  <ColumnResizeHandle
                    column={column.name}
                    width={widths[index] ?? 0}
                    onWidth={(px) => setWidths((current) => withWidth(current, index, px))}
                  />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows of a result have no identity but their position
              <tr key={rowIndex}>
                {row.map((value, index) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: see the header
                    key={index}
                    className={`${styles.cell} ${typeof value === 'number' ? styles.number : ''}`}
                    title={value === null ? undefined : String(value)}
                  >
                    {value === null ? <span className={styles.null}>NULL</span> : String(value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
