import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { NetworkOverview } from '../../../../shared/api/network';
import { formatDateTime } from '../../../components/formatDateTime';
import { useReloadNetwork } from '../queries';
import { ReloadResultView } from './ReloadResultView';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  reload: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
});

/** The host name, node, DNS (read-only) and what is stored; in appliance mode, reload of the stored settings. */
export function HostFacts({ overview, canReload }: { overview: NetworkOverview; canReload: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const reload = useReloadNetwork();
  const none = t('network.host.none');
  const rows: [string, string][] = [
    [t('network.host.hostname'), overview.hostname],
    [t('network.host.nodeId'), overview.nodeId],
    ...(overview.namespace ? [[t('network.host.namespace'), overview.namespace] as [string, string]] : []),
    [t('network.host.dns'), overview.dnsServers.join(', ') || none],
    [t('network.host.search'), overview.searchDomains.join(' ') || none],
  ];
  const { stored } = overview;
  return (
    <section aria-label={t('network.host.heading')}>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.pair}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <Text size={200}>{t('network.host.dnsHint', { path: overview.resolvConf })}</Text>
      <div className={styles.reload}>
        <Text>
          {t('network.host.stored', {
            interfaces: stored.interfaces.length,
            routes: stored.routes.length,
            bonds: stored.bonds.length,
          })}
          {stored.updatedAt && stored.updatedBy
            ? ` · ${t('network.host.storedAt', { by: stored.updatedBy, at: formatDateTime(stored.updatedAt) })}`
            : ''}
        </Text>
        {canReload && (
          <>
            <Button disabled={reload.isPending} onClick={() => reload.mutate()} title={t('network.host.reloadHint')}>
              {reload.isPending ? t('network.host.reloading') : t('network.host.reload')}
            </Button>
            <ReloadResultView mutation={reload} />
          </>
        )}
      </div>
    </section>
  );
}
