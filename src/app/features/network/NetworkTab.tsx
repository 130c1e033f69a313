import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../shared/access/permissions';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { isApiError } from '../../data/errors';
import { useHasPermission } from '../../session';
import { BondSection } from './components/BondSection';
import { HostFacts } from './components/HostFacts';
import { InterfaceSection } from './components/InterfaceSection';
import { RouteSection } from './components/RouteSection';
import { useNetwork } from './queries';
import './i18n';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

/**
 * 网络 / Network tab of /setup (docs/network.md): the host's interfaces, routes and bonds as the kernel has them.
 * The forms that change them appear only in appliance mode and with system:setting:edit; otherwise a note says why.
 */
export function NetworkTab() {
  const styles = useStyles();
  const { t } = useTranslation();
  const overview = useNetwork();
  const canEdit = useHasPermission([Permission.settingEdit]);
  if (overview.isPending) return <LoadingSpinner />;
  if (overview.isError) {
    return (
      <MessageBar intent="error" role="status">
        <MessageBarBody>{isApiError(overview.error) ? overview.error.msg : String(overview.error)}</MessageBarBody>
      </MessageBar>
    );
  }
  const { isManaged } = overview.data;
  const canChange = isManaged && canEdit;
  return (
    <section className={styles.tab} aria-label={t('network.tab')}>
      {!isManaged && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('network.readOnly.title')}</MessageBarTitle>
            {t('network.readOnly.body')}
          </MessageBarBody>
        </MessageBar>
      )}
      {isManaged && !canEdit && (
        <MessageBar intent="info">
          <MessageBarBody>{t('network.readOnly.noRight')}</MessageBarBody>
        </MessageBar>
      )}
      <HostFacts overview={overview.data} canReload={canChange} />
      <InterfaceSection canChange={canChange} />
      <RouteSection canChange={canChange} />
      <BondSection canChange={canChange} />
    </section>
  );
}
