import { Badge, Text, tokens } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LoginLog } from '../../../../shared/api/system';
import type { CommandRecord, TerminalSession } from '../../../../shared/api/terminal';
import { formatDateTime } from '../../../components/formatDateTime';
import { RouteLink } from '../../../components/page';
import { type DataColumn, DataTable } from '../../../components/table';

const replayPath = (sessionId: number) => `/vedio-replay?session=${sessionId}`;

const userOf = (row: { userName: string; nickName: string }) =>
  row.nickName && row.nickName !== row.userName ? `${row.nickName} (${row.userName})` : row.userName;

/** The session a row belongs to, as a link to its replay. */
function replayColumn<R extends { sessionId: number }>(t: TFunction): DataColumn<R> {
  return {
    key: 'replay',
    header: t('statistics.list.column.replay'),
    render: (row) => (
      <RouteLink to={replayPath(row.sessionId)} label={t('statistics.list.openReplay')}>
        #{row.sessionId}
      </RouteLink>
    ),
  };
}

/** Who and where, the first columns of both session and command rows. */
function whoColumns<R extends { userName: string; nickName: string; assetName: string; accountName: string }>(
  t: TFunction,
): DataColumn<R>[] {
  return [
    { key: 'user', header: t('statistics.list.column.user'), render: (row) => <Wrapped text={userOf(row)} /> },
    { key: 'asset', header: t('statistics.list.column.asset'), render: (row) => <Wrapped text={row.assetName} /> },
    {
      key: 'account',
      header: t('statistics.list.column.account'),
      render: (row) => <Wrapped text={row.accountName} />,
    },
  ];
}

const emptyStyle = { color: tokens.colorNeutralForeground3 };
// Long names (an asset named after its host and a timestamp, a command line) wrap inside their column.
const wrapStyle = { overflowWrap: 'anywhere' } as const;

function Wrapped({ text }: { text: string }) {
  return <span style={wrapStyle}>{text}</span>;
}

function Empty() {
  const { t } = useTranslation();
  return <Text style={emptyStyle}>{t('table.empty')}</Text>;
}

/** Terminal sessions behind a count, each opening its replay on /vedio-replay. */
export function SessionRecordTable({ rows }: { rows: readonly TerminalSession[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Empty />;
  const columns: DataColumn<TerminalSession>[] = [
    { key: 'time', header: t('statistics.list.column.time'), render: (row) => formatDateTime(row.startTime) },
    ...whoColumns<TerminalSession>(t),
    { key: 'protocol', header: t('statistics.list.column.protocol'), render: (row) => row.protocol },
    { key: 'clientIp', header: t('statistics.list.column.clientIp'), render: (row) => row.clientIp },
    {
      key: 'loginResult',
      header: t('statistics.list.column.loginResult'),
      render: (row) => (
        <Badge
          appearance="tint"
          color={row.loginResult === 1 ? 'success' : row.loginResult === 2 ? 'danger' : 'subtle'}
        >
          {t(`statistics.list.loginResult.${row.loginResult}`, { defaultValue: String(row.loginResult) })}
        </Badge>
      ),
    },
    replayColumn(t),
  ];
  return (
    <DataTable
      label={t('statistics.list.tabs.sessions')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.sessionId}
    />
  );
}

const ACTION_COLOURS: Record<string, 'danger' | 'warning' | 'success' | 'subtle'> = {
  blocked: 'danger',
  refused: 'danger',
  warned: 'warning',
  approved: 'success',
};

/** Command lines behind a count, newest first, each with the session it was typed in. */
export function CommandRecordTable({ rows }: { rows: readonly CommandRecord[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Empty />;
  const columns: DataColumn<CommandRecord>[] = [
    { key: 'time', header: t('statistics.list.column.time'), render: (row) => formatDateTime(row.time) },
    ...whoColumns<CommandRecord>(t),
    {
      key: 'line',
      header: t('statistics.list.column.line'),
      render: (row) => <code style={wrapStyle}>{row.line}</code>,
    },
    {
      key: 'action',
      header: t('statistics.list.column.action'),
      render: (row) => (
        <Badge appearance="tint" color={ACTION_COLOURS[row.action] ?? 'subtle'}>
          {t(`statistics.action.${row.action}`, { defaultValue: row.action })}
        </Badge>
      ),
    },
    replayColumn(t),
  ];
  return (
    <DataTable
      label={t('statistics.list.tabs.commands')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.commandId}
    />
  );
}

/** Refused console sign-ins behind the failed sign-in count. */
export function SignInRecordTable({ rows }: { rows: readonly LoginLog[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Empty />;
  const columns: DataColumn<LoginLog>[] = [
    { key: 'time', header: t('statistics.list.column.time'), render: (row) => formatDateTime(row.loginTime) },
    { key: 'user', header: t('statistics.list.column.user'), render: (row) => row.userName },
    { key: 'ipaddr', header: t('statistics.list.column.ipaddr'), render: (row) => row.ipaddr },
    { key: 'msg', header: t('statistics.list.column.msg'), render: (row) => row.msg },
  ];
  return (
    <DataTable
      label={t('statistics.list.tabs.signInFailures')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.infoId}
    />
  );
}
