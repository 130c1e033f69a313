import { Button, MessageBar, MessageBarBody, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Permission } from '../../../shared/access/permissions';
import { pemCertificates } from '../../../shared/api/webPublishing';
import { formatDateTime } from '../../components/formatDateTime';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useHasPermission } from '../../session';
import { ApplicationFormDialog } from './components/ApplicationFormDialog';
import { ensureProxyTexts } from './i18n';
import { APPLICATION_LIST_PATH, idFromSearch } from './paths';
import { useApplication } from './queries';

ensureProxyTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS },
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

/** /application-manage-detail?id=… (spec §2) [system:agent:query]: one application proxy record. */
export function ApplicationManageDetailPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = idFromSearch(search, 'id');
  const canEdit = useHasPermission([Permission.agentEdit]);
  const application = useApplication(id);
  const [isEditing, setEditing] = useState(false);
  const data = application.data;

  const rows: [string, string][] = data
    ? [
        [t('proxies.app.column.name'), data.name],
        [t('proxies.app.column.url'), data.url],
        [t('proxies.app.column.networkProxy'), data.networkProxyName ?? t('proxies.none')],
        [t('proxies.app.column.enabled'), data.enabled ? t('proxies.enabled') : t('proxies.disabled')],
        [t('proxies.app.recipe.loginMode'), t(`proxies.app.recipe.mode_${data.loginMode}`)],
        ...(data.loginMode === 'form'
          ? ([
              [t('proxies.app.recipe.loginPath'), data.loginPath],
              [t('proxies.app.recipe.usernameField'), data.usernameField],
              [t('proxies.app.recipe.passwordField'), data.passwordField],
              [t('proxies.app.recipe.extraFields'), data.extraFields || t('proxies.none')],
            ] as [string, string][])
          : []),
        [t('proxies.app.recipe.hostHeader'), data.hostHeader || t('proxies.none')],
        [
          t('proxies.app.recipe.upstreamCa'),
          data.upstreamCa
            ? t('proxies.app.recipe.upstreamCaCount', { count: pemCertificates(data.upstreamCa).length })
            : t('proxies.app.recipe.upstreamCaSystem'),
        ],
        [t('proxies.app.column.description'), data.description],
        [t('proxies.app.column.createTime'), formatDateTime(data.createTime)],
        [t('proxies.app.column.updateTime'), formatDateTime(data.updateTime)],
      ]
    : [];

  return (
    <section className={styles.root} aria-label={t('proxies.app.detailTitle')}>
      <Title3 as="h1">{t('proxies.app.detailTitle')}</Title3>
      <div className={styles.bar}>
        <Button icon={<ArrowLeftRegular />} onClick={() => navigate(APPLICATION_LIST_PATH)}>
          {t('proxies.app.back')}
        </Button>
        {canEdit && data && (
          <Button appearance="primary" onClick={() => setEditing(true)}>
            {t('proxies.edit')}
          </Button>
        )}
      </div>
      {(id === null || application.isError) && (
        <MessageBar intent="error">
          <MessageBarBody>{t('proxies.app.missing')}</MessageBarBody>
        </MessageBar>
      )}
      {application.isLoading && <LoadingSpinner />}
      {data && (
        <>
          <dl className={styles.list}>
            {rows.map(([term, value]) => (
              <div key={term} style={{ display: 'contents' }}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.value}>{value}</dd>
              </div>
            ))}
          </dl>
          <MessageBar intent="info">
            <MessageBarBody>{t('proxies.app.publishing')}</MessageBarBody>
          </MessageBar>
        </>
      )}
      {isEditing && data && <ApplicationFormDialog application={data} onClose={() => setEditing(false)} />}
    </section>
  );
}
