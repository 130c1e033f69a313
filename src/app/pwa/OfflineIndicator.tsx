import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredSummary } from '../data/lookups/store';
import { getConnectivity, subscribeConnectivity } from './connectivity';
import { formatAge } from './formatAge';
import { describeStored, formatSavedAt } from './offlineSummary';

const TICK_MS = 30_000;

const useStyles = makeStyles({
  floating: {
    position: 'fixed',
    left: tokens.spacingHorizontalL,
    bottom: tokens.spacingVerticalL,
    zIndex: 3000,
    maxWidth: '480px',
    boxShadow: tokens.shadow8,
  },
  inline: { flexShrink: 0 },
  detail: { display: 'block', marginTop: tokens.spacingVerticalXS },
});

/** What IndexedDB holds for this user; null on /login or when the database cannot be read. */
async function readSummary(): Promise<StoredSummary | null> {
  const { currentUserKey } = await import('../data/lookups/userKey');
  const user = await currentUserKey();
  // Signed out (/login): nothing per user to list, and Dexie need not load.
  if (!user) return null;
  const { summariseStored } = await import('../data/lookups/store');
  return summariseStored(user);
}

/**
 * The console's one offline notice: "离线 · 数据更新于 3 分钟前", then what this device keeps and from
 * when, and what cannot work offline. Floating at the bottom left outside the shell, under the navbar
 * inside it (ShellOfflineNotice.tsx). Transport failures raise no toast while it shows
 * (data/decideResponse.ts). The details need the signed-in shell's texts; /login shows the first line.
 */
export function OfflineIndicator({ placement = 'floating' }: { placement?: 'floating' | 'inline' }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const { browserOnline, serverReachable, dataFrom } = useSyncExternalStore(subscribeConnectivity, getConnectivity);
  const isOffline = !browserOnline || !serverReachable;
  const [now, setNow] = useState(() => Date.now());
  const [summary, setSummary] = useState<StoredSummary | null>(null);
  useEffect(() => {
    if (!isOffline) return;
    const refresh = () => {
      setNow(Date.now());
      readSummary()
        .then(setSummary)
        .catch((error: unknown) => console.warn('could not read what is stored offline', error));
    };
    refresh();
    const timer = setInterval(refresh, TICK_MS);
    return () => clearInterval(timer);
  }, [isOffline]);
  if (!isOffline) return null;
  const label = browserOnline ? t('pwa.serverUnreachable') : t('pwa.offline');
  const age = dataFrom === null ? null : formatAge(dataFrom, now, i18n.language, t('pwa.justNow'));
  const hasDetails = i18n.exists('offline.unavailable');
  return (
    <MessageBar
      className={placement === 'inline' ? styles.inline : styles.floating}
      intent="warning"
      role="status"
      data-testid="offline-indicator"
      layout="multiline"
    >
      <MessageBarBody>
        <MessageBarTitle>{age ? `${label} · ${t('pwa.dataFrom', { age })}` : label}</MessageBarTitle>
        {hasDetails && summary && (
          <span className={styles.detail}>{describeStored(summary, t, (savedAt) => formatSavedAt(savedAt, now))}</span>
        )}
        {hasDetails && <span className={styles.detail}>{t('offline.unavailable')}</span>}
      </MessageBarBody>
    </MessageBar>
  );
}
