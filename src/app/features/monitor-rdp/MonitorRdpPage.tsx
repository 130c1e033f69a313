import { makeStyles } from '@fluentui/react-components';
import { DesktopRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { graphicalWatchSocketUrl } from '../../../shared/protocol/graphical';
import { RemoteDesktopView } from '../../components/remote-desktop';
import { MonitorFrame, type WatchStatus } from '../../components/session-watch';
import { MONITOR_RDP_PATH } from '../../navigation/paths';
import { notify } from '../../notify';
import { getToken } from '../../session/cookies';
import { fetchDesktopSession, terminateDesktopSession } from './api';
import { ensureMonitorRdpTexts } from './i18n';

ensureMonitorRdpTexts();

const useStyles = makeStyles({
  idle: { flex: 1, backgroundColor: '#000' },
});

/**
 * /monitor-rdp?sessionId= (spec §2; docs/monitor-share.md): an auditor watches a live remote desktop read-only and
 * can end it, as /monitor-terminal does for terminals. noVNC runs view-only; the server passes on nothing but screen
 * requests from a monitor anyway.
 */
export function MonitorRdpPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = Number(params.get('sessionId'));
  const valid = Number.isSafeInteger(sessionId) && sessionId > 0;
  const [token] = useState(() => getToken());
  const [status, setStatus] = useState<WatchStatus>({ kind: 'connecting' });

  return (
    <MonitorFrame
      texts="monitorRdp"
      icon={<DesktopRegular />}
      path={MONITOR_RDP_PATH}
      sessionId={valid ? sessionId : null}
      isSignedIn={Boolean(token)}
      status={status}
      loadSession={fetchDesktopSession}
      terminate={terminateDesktopSession}
    >
      {valid && token ? (
        <RemoteDesktopView
          socketUrl={graphicalWatchSocketUrl(window.location.origin, sessionId, token)}
          viewOnly
          label={t('monitorRdp.screen')}
          testId="monitor-screen"
          onStatus={setStatus}
          onLoadFailed={() => notify.error(t('monitorRdp.loadFailed'))}
        />
      ) : (
        <div className={styles.idle} />
      )}
    </MonitorFrame>
  );
}
