import { Link } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../components/formatDateTime';
import { useSession } from '../../session';
import { FieldList } from './components/FieldList';
import { PageCard } from './components/PageCard';
import { licenseStatusKey, orEmpty } from './licenseLabel';

/** /user/about — product, version and licence status. */
export function UserAboutPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const empty = t('account.center.empty');
  const rows = [
    { label: t('account.center.product'), value: t('account.center.productName') },
    { label: t('account.center.version'), value: t('layout.version') },
    {
      label: t('account.center.edition'),
      value: session?.version === 'GM' ? t('account.center.editionGm') : t('account.center.editionNormal'),
    },
    ...(session
      ? [
          { label: t('account.center.license'), value: t(licenseStatusKey(session.licenseStatus)) },
          {
            label: t('account.center.licenseExpireTime'),
            value: orEmpty(formatDateTime(session.licenseExpireTime), empty),
          },
        ]
      : []),
  ];
  return (
    <PageCard title={t('account.center.aboutTitle')}>
      <FieldList rows={rows} />
      {session?.licenseManage && (
        <Link as="span">
          <RouterLink to="/setup-manage-license">{t('account.center.manageLicense')}</RouterLink>
        </Link>
      )}
    </PageCard>
  );
}
