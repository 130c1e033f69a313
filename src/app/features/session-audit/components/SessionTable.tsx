import {
  Badge,
  type BadgeProps,
  Button,
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
import {
  DatabaseSearchRegular,
  DismissCircleRegular,
  EyeRegular,
  GlobeSearchRegular,
  PlayRegular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { SessionState, type TerminalSession } from '../../../../shared/api/terminal';
import type { ListClass } from '../../../../shared/enums';
import { formatDateTime } from '../../../components/formatDateTime';
import { enumColour } from '../../../components/page';
import { endReasonLabel, formatBytes, formatClock, loginResultLabel, userLabel } from '../format';
import { isDatabaseSession } from '../statementFilter';
import { isWebSession } from '../web/WebSessionView';

const useStyles = makeStyles({
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center', paddingBlock: tokens.spacingVerticalL },
  wrap: { overflowX: 'auto' },
  row: { cursor: 'pointer' },
  // Long asset names and addresses wrap inside their column instead of running into the next one.
  cell: { overflowWrap: 'anywhere' },
});

export const SESSION_COLUMNS = [
  'user',
  'asset',
  'address',
  'account',
  'protocol',
  'clientIp',
  'startTime',
  'endTime',
  'duration',
  'loginResult',
  'endReason',
  'size',
  'commandCount',
] as const;
export type SessionColumn = (typeof SESSION_COLUMNS)[number];

export interface SessionTableProps {
  rows: readonly TerminalSession[];
  isVisible: (column: SessionColumn) => boolean;
  onOpen: (row: TerminalSession) => void;
  /** Online rows: watch live (a new tab) and end the session. */
  onMonitor: (row: TerminalSession) => void;
  onTerminate: (row: TerminalSession) => void;
}

const BADGE_COLOUR: Record<ListClass, BadgeProps['color']> = {
  default: 'subtle',
  primary: 'brand',
  success: 'success',
  info: 'informative',
  warning: 'warning',
  danger: 'danger',
};

/**
 * Session records; a row with a recording opens its replay, a database session that logged in its statements
 * (read again every few seconds while it is online: that is how an auditor watches it). Any online session can be
 * terminated; terminal sessions and remote desktops have a screen for the live monitor.
 */
export function SessionTable({ rows, isVisible, onOpen, onMonitor, onTerminate }: SessionTableProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return <Text className={styles.empty}>{t('table.empty')}</Text>;
  const columns = SESSION_COLUMNS.filter(isVisible);
  const isDatabase = (row: TerminalSession) => isDatabaseSession(row);
  const isWeb = (row: TerminalSession) => isWebSession(row);
  const canReplay = (row: TerminalSession) => !isDatabase(row) && !isWeb(row) && row.recordingBytes > 0;
  // A failed database or web login has no statements or requests to show.
  const canOpen = (row: TerminalSession) =>
    canReplay(row) || ((isDatabase(row) || isWeb(row)) && row.loginResult === 1);
  const cell = (row: TerminalSession, column: SessionColumn) => {
    switch (column) {
      case 'user':
        return userLabel(row);
      case 'asset':
        return row.assetName;
      case 'address':
        return `${row.address}:${row.port}`;
      case 'account':
        return row.accountName;
      case 'protocol':
        return row.protocol;
      case 'clientIp':
        return row.clientIp;
      case 'startTime':
        return formatDateTime(row.startTime);
      case 'endTime':
        return row.state === SessionState.online ? (
          <Badge appearance="tint" color="brand">
            {t('sessionAudit.state.1')}
          </Badge>
        ) : (
          formatDateTime(row.endTime)
        );
      case 'duration':
        return formatClock(row.durationSeconds);
      case 'loginResult':
        return (
          <Badge appearance="tint" color={BADGE_COLOUR[enumColour('login_result', row.loginResult)]}>
            {loginResultLabel(row, i18n.language)}
          </Badge>
        );
      case 'endReason':
        return endReasonLabel(t, row);
      case 'size':
        return row.recordingBytes > 0 ? formatBytes(row.recordingBytes) : '-';
      case 'commandCount':
        return row.commandCount;
    }
  };
  return (
    <div className={styles.wrap}>
      <Table aria-label={t('sessionAudit.listTitle')} size="small">
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column}>{t(`sessionAudit.field.${column}`)}</TableHeaderCell>
            ))}
            <TableHeaderCell>{t('sessionAudit.field.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.sessionId}
              className={canOpen(row) ? styles.row : undefined}
              onClick={() => canOpen(row) && onOpen(row)}
            >
              {columns.map((column) => (
                <TableCell key={column} className={styles.cell}>
                  {cell(row, column)}
                </TableCell>
              ))}
              <TableCell>
                {row.state === SessionState.online && !isDatabase(row) && !isWeb(row) && (
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<EyeRegular />}
                    aria-label={`${t('sessionAudit.monitor')} ${row.sessionId}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      onMonitor(row);
                    }}
                  >
                    {t('sessionAudit.monitor')}
                  </Button>
                )}
                {row.state === SessionState.online && (
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<DismissCircleRegular />}
                    aria-label={`${t('sessionAudit.terminate')} ${row.sessionId}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      onTerminate(row);
                    }}
                  >
                    {t('sessionAudit.terminate')}
                  </Button>
                )}
                {canReplay(row) ? (
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<PlayRegular />}
                    aria-label={`${t('sessionAudit.replay')} ${row.sessionId}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(row);
                    }}
                  >
                    {t('sessionAudit.replay')}
                  </Button>
                ) : canOpen(row) && isWeb(row) ? (
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<GlobeSearchRegular />}
                    aria-label={`${t('webAudit.open')} ${row.sessionId}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(row);
                    }}
                  >
                    {t('webAudit.open')}
                  </Button>
                ) : canOpen(row) ? (
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<DatabaseSearchRegular />}
                    aria-label={`${t('sessionAudit.statements.open')} ${row.sessionId}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(row);
                    }}
                  >
                    {t('sessionAudit.statements.open')}
                  </Button>
                ) : (
                  <Text size={200}>{t('sessionAudit.noRecording')}</Text>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
