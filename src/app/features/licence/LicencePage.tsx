import { Card, MessageBar, MessageBarBody, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LicenseStatus } from '../../../shared/enums';
import { isLicensed, UNLICENSED_LIMITS } from '../../../shared/rules/licenceRules';
import { ActivateForm } from './components/ActivateForm';
import { InstallationId } from './components/InstallationId';
import { LicenceFacts } from './components/LicenceFacts';
import { UsageBars } from './components/UsageBars';
import { ensureLicenceTexts } from './i18n';
import { useLicence } from './queries';

ensureLicenceTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL },
});

/** /setup-manage-license (许可管理) [system:license:manage]: the licence, its use, and activating a new one. */
export function LicencePage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const licence = useLicence();
  if (licence.isPending) return <Spinner />;
  if (licence.isError || !licence.data)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{licence.error?.message}</MessageBarBody>
      </MessageBar>
    );
  const view = licence.data;
  return (
    <section className={styles.root}>
      <Text as="h1" size={500} weight="semibold">
        {t('licence.title')}
      </Text>
      {!isLicensed(view.status as 0 | 1 | 2 | 3) && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {t('licence.unlicensedHint')} ({t('licence.kinds.assets')} {UNLICENSED_LIMITS.assets} ·{' '}
            {t('licence.kinds.sessions')} {UNLICENSED_LIMITS.sessions} · {t('licence.kinds.nodes')}{' '}
            {UNLICENSED_LIMITS.nodes})
          </MessageBarBody>
        </MessageBar>
      )}
      {view.status === LicenseStatus.expiringSoon && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('licence.expiringHint', { days: view.expiringSoonDays })}</MessageBarBody>
        </MessageBar>
      )}
      <Card className={styles.card}>
        <LicenceFacts view={view} />
        <InstallationId id={view.installationId} />
      </Card>
      <Card className={styles.card}>
        <Text as="h2" size={400} weight="semibold">
          {t('licence.usage')}
        </Text>
        <UsageBars view={view} />
      </Card>
      <Card className={styles.card}>
        <Text as="h2" size={400} weight="semibold">
          {t('licence.activateTitle')}
        </Text>
        <ActivateForm />
      </Card>
    </section>
  );
}
