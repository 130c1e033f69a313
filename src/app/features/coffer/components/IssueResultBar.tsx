import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { type FailureRow, type IssueSummary, issueSummaryText } from '../issueResult';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const INTENTS = { error: 'error', warning: 'warning', success: 'success' } as const;

/** What the last issue did: 没有授权成功, or how many were issued, and the refused pairs with their reasons. */
export function IssueResultBar({ summary, failures }: { summary: IssueSummary; failures: FailureRow[] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.root} data-testid="issue-result" data-level={summary.level}>
      <MessageBar intent={INTENTS[summary.level]}>
        <MessageBarBody>
          <MessageBarTitle>{issueSummaryText(summary, t)}</MessageBarTitle>
        </MessageBarBody>
      </MessageBar>
      {failures.length > 0 && (
        <Table aria-label={t('coffer.issue.failures')} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('coffer.issue.failureCoffer')}</TableHeaderCell>
              <TableHeaderCell>{t('coffer.issue.failureUser')}</TableHeaderCell>
              <TableHeaderCell>{t('coffer.issue.failureReason')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {failures.map((failure) => (
              <TableRow key={failure.key}>
                <TableCell>{failure.coffer}</TableCell>
                <TableCell>{failure.user}</TableCell>
                <TableCell>{failure.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
