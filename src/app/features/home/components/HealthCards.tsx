import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { FAILED_TASK_DAYS, type HomeHealth } from '../../../../shared/api/home';
import { LIMIT_KINDS } from '../../../../shared/rules/licenceRules';
import { formatDateTime } from '../../../components/formatDateTime';
import { formatFileSize } from '../../../components/formatFileSize';
import { UsageBars } from '../../../components/UsageBars';
import { HomeCard, HomeItem, HomeList, PageLink } from './HomeCard';

const LICENCE_PATH = '/setup-manage-license';
const PROXIES_PATH = '/agent-manage-list';
const RECORDINGS_PATH = '/vedio-replay';
const TASKS_PATH = '/task-center-list';
const runPath = (runId: number) => `/task-center-detail-list?runId=${runId}`;

/** The administrator's health cards: only the parts the server answered (it leaves out what the caller may not read). */
export function HealthCards({ health }: { health: HomeHealth }) {
  const { t } = useTranslation();
  const days = FAILED_TASK_DAYS;
  return (
    <>
      {health.licence && (
        <HomeCard
          level="h3"
          title={t('home.health.licence')}
          testId="home-health-licence"
          to={LICENCE_PATH}
          summary={t(`home.health.licenceStatus.${health.licence.status}`)}
        >
          {health.licence.expireTime && (
            <Text>{t('home.health.expireTime', { time: formatDateTime(health.licence.expireTime) })}</Text>
          )}
          <UsageBars
            rows={LIMIT_KINDS.map((kind) => ({
              key: kind,
              label: t(`home.health.kinds.${kind}`),
              used: health.licence?.usage[kind] ?? 0,
              limit: health.licence?.limits[kind] ?? 0,
            }))}
            label={t('home.health.usage')}
            valueText={(row) => t('home.health.usageOf', { used: row.used, limit: row.limit })}
            barLabel={(row) => t('home.health.usageLabel', { kind: row.label, used: row.used, limit: row.limit })}
            testIdPrefix="home-usage"
          />
        </HomeCard>
      )}
      {health.nodes && (
        <HomeCard
          level="h3"
          title={t('home.health.nodes')}
          testId="home-health-nodes"
          to={LICENCE_PATH}
          summary={String(health.nodes.length)}
          empty={health.nodes.length === 0 ? t('home.health.nodesEmpty') : undefined}
        >
          <HomeList label={t('home.health.nodes')}>
            {health.nodes.map((node) => (
              <HomeItem
                key={node.nodeId}
                main={node.nodeId}
                detail={t('home.health.nodeSeen', { time: formatDateTime(node.seenAt) })}
              />
            ))}
          </HomeList>
        </HomeCard>
      )}
      {health.proxies && (
        <HomeCard
          level="h3"
          title={t('home.health.proxies')}
          testId="home-health-proxies"
          to={PROXIES_PATH}
          empty={health.proxies.total === 0 ? t('home.health.proxiesEmpty') : undefined}
        >
          <Text>{t('home.health.proxyCounts', health.proxies)}</Text>
          {health.proxies.offlineList.length > 0 && (
            <HomeList label={`${t('home.health.proxies')} ${t('home.health.offline')}`}>
              {health.proxies.offlineList.map((proxy) => (
                <HomeItem
                  key={proxy.proxyId}
                  main={proxy.name}
                  detail={`${t('home.health.offline')} · ${proxy.address}`}
                />
              ))}
            </HomeList>
          )}
        </HomeCard>
      )}
      {health.recordings && (
        <HomeCard level="h3" title={t('home.health.recordings')} testId="home-health-recordings" to={RECORDINGS_PATH}>
          <Text>
            {t('home.health.recordingsText', {
              size: formatFileSize(health.recordings.bytes),
              count: health.recordings.sessions,
            })}
          </Text>
        </HomeCard>
      )}
      {health.failedTasks && (
        <HomeCard
          level="h3"
          title={t('home.health.failedTasks', { days })}
          testId="home-health-tasks"
          to={TASKS_PATH}
          summary={t('home.health.failedCount', { count: health.failedTasks.count })}
          empty={health.failedTasks.count === 0 ? t('home.health.failedTasksEmpty', { days }) : undefined}
        >
          <HomeList label={t('home.health.failedTasks', { days })}>
            {health.failedTasks.runs.map((run) => (
              <HomeItem
                key={run.runId}
                main={<PageLink to={runPath(run.runId)}>{run.taskName}</PageLink>}
                detail={`${formatDateTime(run.time)} · ${t('home.health.failedTargets', { count: run.failed })}`}
              />
            ))}
          </HomeList>
        </HomeCard>
      )}
    </>
  );
}
