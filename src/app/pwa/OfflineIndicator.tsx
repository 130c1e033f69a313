import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getConnectivity, subscribeConnectivity } from './connectivity';
import { formatAge } from './formatAge';

const TICK_MS = 30_000;

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    left: tokens.spacingHorizontalL,
    bottom: tokens.spacingVerticalL,
    zIndex: 3000,
    maxWidth: '420px',
    boxShadow: tokens.shadow8,
  },
});

/** "离线 · 数据更新于 3 分钟前": shown while the browser is offline or the server out of reach. */
export function OfflineIndicator() {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const { browserOnline, serverReachable, dataFrom } = useSyncExternalStore(subscribeConnectivity, getConnectivity);
  const isOffline = !browserOnline || !serverReachable;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isOffline) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [isOffline]);
  if (!isOffline) return null;
  const label = browserOnline ? t('pwa.serverUnreachable') : t('pwa.offline');
  const age = dataFrom === null ? null : formatAge(dataFrom, now, i18n.language, t('pwa.justNow'));
  return (
    <MessageBar className={styles.root} intent="warning" role="status" data-testid="offline-indicator">
      <MessageBarBody>{age ? `${label} · ${t('pwa.dataFrom', { age })}` : label}</MessageBarBody>
    </MessageBar>
  );
}
