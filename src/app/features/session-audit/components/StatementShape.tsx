import {
  Badge,
  makeStyles,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { StatementOutcome, type StatementRecord } from '../../../../shared/api/dbSessions';
import { formatDateTime } from '../../../components/formatDateTime';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    overflowY: 'auto',
    flex: 1,
    minHeight: 0,
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  facts: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  sql: {
    fontFamily: tokens.fontFamilyMonospace,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    backgroundColor: tokens.colorNeutralBackground2,
    padding: tokens.spacingHorizontalS,
    margin: 0,
  },
  error: { color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The statement the replay is at: its text, outcome, duration, rows returned or changed, and its result's shape —
 * the columns with their types and masked mark (the audit keeps no values). Announced politely when it changes.
 */
export function StatementShape({
  statement,
  index,
  total,
}: {
  statement: StatementRecord;
  index: number;
  total: number;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const label = (key: string, options?: Record<string, unknown>) => t(`sessionAudit.statementReplay.${key}`, options);
  const list = (key: string, options?: Record<string, unknown>) => t(`sessionAudit.statements.${key}`, options);
  const failed = statement.outcome !== StatementOutcome.ok;
  const rows =
    statement.affectedRows !== null
      ? list('affected', { count: statement.affectedRows })
      : statement.rowCount !== null
        ? list('returned', { count: statement.rowCount })
        : null;
  return (
    <section className={styles.root} aria-labelledby="statement-shape-title" data-testid="statement-shape">
      <Subtitle2 as="h3" id="statement-shape-title" aria-live="polite">
        {label('position', { index: index + 1, total })}
      </Subtitle2>
      <div className={styles.facts}>
        <Text>{formatDateTime(statement.time)}</Text>
        <Badge appearance={failed ? 'filled' : 'tint'} color={failed ? 'danger' : 'success'}>
          {list(`outcome.${statement.outcome}`, { defaultValue: statement.outcome })}
        </Badge>
        <Text>{list('ms', { ms: statement.durationMs })}</Text>
        {rows && <Text data-testid="statement-shape-rows">{rows}</Text>}
        {statement.truncated && (
          <Badge appearance="tint" color="warning">
            {list('truncated')}
          </Badge>
        )}
      </div>
      <pre className={styles.sql}>{statement.sql}</pre>
      {statement.error && (
        <Text className={styles.error}>
          {list('error')}: {statement.errorCode ? `${statement.errorCode}: ` : ''}
          {statement.error}
        </Text>
      )}
      {statement.columns.length === 0 ? (
        <Text className={styles.muted}>{label('noColumns')}</Text>
      ) : (
        <Table size="extra-small" aria-label={label('columns')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{label('column')}</TableHeaderCell>
              <TableHeaderCell>{label('type')}</TableHeaderCell>
              <TableHeaderCell>{label('masking')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {statement.columns.map((column, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: column names may repeat; the place tells them apart
              <TableRow key={at}>
                <TableCell>{column.name}</TableCell>
                <TableCell>{column.type}</TableCell>
                <TableCell>{column.masked ? label('masked') : '-'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
