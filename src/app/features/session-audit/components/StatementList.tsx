import {
  Badge,
  Field,
  Input,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatementOutcome, type StatementRecord } from '../../../../shared/api/dbSessions';
import { formatDateTime } from '../../../components/formatDateTime';
import { filterStatements } from '../statementFilter';

const RAN: ReadonlySet<string> = new Set([StatementOutcome.ok, StatementOutcome.warned, StatementOutcome.approved]);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: 0 },
  bar: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  count: { color: tokens.colorNeutralForeground3, paddingBottom: tokens.spacingVerticalXS },
  wrap: { overflowY: 'auto', flex: 1 },
  time: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', width: '11em' },
  number: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', width: '10em' },
  sql: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  params: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `0 ${tokens.spacingHorizontalM}`,
    margin: 0,
    paddingLeft: 0,
    listStyleType: 'none',
    color: tokens.colorNeutralForeground2,
  },
  param: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  nullValue: { fontStyle: 'italic', color: tokens.colorNeutralForeground3 },
  error: {
    color: tokens.colorPaletteRedForeground1,
    backgroundColor: tokens.colorPaletteRedBackground1,
    overflowWrap: 'anywhere',
  },
  failed: { backgroundColor: tokens.colorPaletteRedBackground1 },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** The values a prepared statement was run with, numbered as its placeholders are. */
function ParamList({ params, label }: { params: readonly (string | null)[]; label: string }) {
  const styles = useStyles();
  return (
    <ol className={styles.params} aria-label={label} data-testid="statement-params">
      {params.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a parameter is its position.
        <li key={index} className={styles.param}>
          {index + 1} = {value === null ? <span className={styles.nullValue}>NULL</span> : value}
        </li>
      ))}
    </ol>
  );
}

/** A database session's statements in the order they ran, with a search over their text and errors. */
export function StatementList({ statements }: { statements: readonly StatementRecord[] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const countId = useId();
  const shown = useMemo(() => filterStatements(statements, search), [statements, search]);
  const label = (key: string, options?: Record<string, unknown>) => t(`sessionAudit.statements.${key}`, options);
  const rowsText = (statement: StatementRecord) =>
    statement.affectedRows !== null
      ? label('affected', { count: statement.affectedRows })
      : statement.rowCount !== null
        ? label('returned', { count: statement.rowCount })
        : '-';

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <Field label={label('search')}>
          <Input
            type="search"
            contentBefore={<SearchRegular />}
            placeholder={label('searchPlaceholder')}
            value={search}
            aria-describedby={countId}
            onChange={(_, data) => setSearch(data.value)}
          />
        </Field>
        <Text id={countId} className={styles.count} role="status" data-testid="statement-count">
          {label('matches', { count: shown.length, total: statements.length })}
        </Text>
      </div>
      {statements.length === 0 ? (
        <Text className={styles.empty}>{label('none')}</Text>
      ) : shown.length === 0 ? (
        <Text className={styles.empty}>{label('noMatch')}</Text>
      ) : (
        <div className={styles.wrap}>
          <Table aria-label={label('title')} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.time}>{label('time')}</TableHeaderCell>
                <TableHeaderCell>{label('sql')}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{label('duration')}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{label('rows')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((statement) => {
                // An SQL policy's warning or an approval let the statement run: marked, not failed.
                const hasRun = RAN.has(statement.outcome);
                const isFailed = !hasRun;
                return (
                  <TableRow key={statement.statementId} className={isFailed ? styles.failed : undefined}>
                    <TableCell className={styles.time}>{formatDateTime(statement.time)}</TableCell>
                    <TableCell>
                      <div className={styles.sql}>{statement.sql}</div>
                      {statement.params && <ParamList params={statement.params} label={label('params')} />}
                      {statement.outcome !== StatementOutcome.ok && (
                        <Badge appearance="filled" color={hasRun ? 'warning' : 'danger'}>
                          {label(`outcome.${statement.outcome}`, { defaultValue: statement.outcome })}
                        </Badge>
                      )}
                      {statement.error && (
                        <div className={styles.error} data-testid="statement-error">
                          {label('error')}: {statement.errorCode ? `${statement.errorCode}: ` : ''}
                          {statement.error}
                        </div>
                      )}
                    </TableCell>
                    <TableCell className={styles.number}>{label('ms', { ms: statement.durationMs })}</TableCell>
                    <TableCell className={styles.number}>
                      {rowsText(statement)}{' '}
                      {statement.truncated && (
                        <Badge appearance="tint" color="warning">
                          {label('truncated')}
                        </Badge>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
