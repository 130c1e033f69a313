import { useTranslation } from 'react-i18next';
import { SessionState, type TerminalSession } from '../../../../shared/api/terminal';
import { formatDateTime } from '../../../components/formatDateTime';
import { DetailList } from '../../../components/page';
import { endReasonLabel, formatBytes, formatClock, loginResultLabel, userLabel } from '../format';

/** Who, where, when and how a session ended. */
export function SessionFacts({ session }: { session: TerminalSession }) {
  const { t, i18n } = useTranslation();
  const label = (key: string) => t(`sessionAudit.field.${key}`);
  const rows = [
    { label: label('user'), value: userLabel(session) },
    { label: label('asset'), value: session.assetName },
    { label: label('address'), value: `${session.address}:${session.port}` },
    { label: label('account'), value: session.accountName },
    { label: label('protocol'), value: session.protocol },
    { label: label('encoding'), value: session.encoding },
    ...(session.proxyName ? [{ label: label('proxy'), value: session.proxyName }] : []),
    { label: label('clientIp'), value: session.clientIp },
    { label: label('state'), value: t(`sessionAudit.state.${session.state === SessionState.online ? '1' : '2'}`) },
    { label: label('startTime'), value: formatDateTime(session.startTime) },
    { label: label('endTime'), value: formatDateTime(session.endTime) || '-' },
    { label: label('duration'), value: formatClock(session.durationSeconds) },
    { label: label('loginResult'), value: loginResultLabel(session, i18n.language) },
    ...(session.failureReason ? [{ label: label('failureReason'), value: session.failureReason }] : []),
    { label: label('endReason'), value: endReasonLabel(t, session) },
    ...(session.terminatedBy ? [{ label: label('terminatedBy'), value: session.terminatedBy }] : []),
    { label: label('size'), value: formatBytes(session.recordingBytes) },
    { label: label('commandCount'), value: String(session.commandCount) },
  ];
  return <DetailList rows={rows} />;
}
