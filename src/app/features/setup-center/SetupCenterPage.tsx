import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { type ComponentType, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { BackupSettingsTab, SystemTasksTab } from '../backup';
import { LdapDirectoryTab } from '../ldap';
import { NetworkTab } from '../network';
import { WatermarkTab } from '../watermark';
import { BaseConfigTab } from './components/BaseConfigTab';
import { SignInMethodsWithSso } from './components/SignInMethodsTab';
import './i18n';

const useStyles = makeStyles({
  tabs: { marginBlockEnd: tokens.spacingVerticalL },
});

/**
 * /setup (系统配置): one tab per part of the configuration. Sign-in methods come first; the other
 * tabs of the setting centre (base config, network, watermark…) are added to TABS by their owners.
 * `?tab=<value>` opens one tab (the backup archives page links to the backup settings so).
 */
const TABS: readonly { value: string; label: string; Component: ComponentType }[] = [
  { value: 'signIn', label: 'setupCenter.signInTab', Component: SignInMethodsWithSso },
  { value: 'ldap', label: 'ldap.tab', Component: LdapDirectoryTab },
  { value: 'base', label: 'setupCenter.baseTab', Component: BaseConfigTab },
  { value: 'backup', label: 'setupCenter.backupTab', Component: BackupSettingsTab },
  { value: 'network', label: 'setupCenter.networkTab', Component: NetworkTab },
  { value: 'watermark', label: 'setupCenter.watermarkTab', Component: WatermarkTab },
  { value: 'logs', label: 'setupCenter.logsTab', Component: SystemTasksTab },
];

export function SetupCenterPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [selected, setSelected] = useState(
    () => TABS.find((tab) => tab.value === search.get('tab'))?.value ?? TABS[0]?.value ?? '',
  );
  const current = TABS.find((tab) => tab.value === selected) ?? TABS[0];
  return (
    <section>
      <TabList
        className={styles.tabs}
        aria-label={t('setupCenter.tabs')}
        selectedValue={selected}
        onTabSelect={(_, data) => setSelected(String(data.value))}
      >
        {TABS.map((tab) => (
          <Tab key={tab.value} value={tab.value}>
            {t(tab.label)}
          </Tab>
        ))}
      </TabList>
      {/* A tab may load its own chunk (the backup tab does). */}
      <Suspense fallback={<LoadingSpinner />}>{current ? <current.Component /> : null}</Suspense>
    </section>
  );
}
