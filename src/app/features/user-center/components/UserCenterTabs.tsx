import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { InfoRegular, KeyRegular, OrganizationRegular, PersonEditRegular, PersonRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMyDepts } from '../queries';

const useStyles = makeStyles({
  root: { marginBlockEnd: tokens.spacingVerticalL },
});

const TABS = [
  { path: '/user/profile', label: 'account.center.profile', icon: <PersonRegular /> },
  { path: '/user/edit', label: 'account.center.edit', icon: <PersonEditRegular /> },
  { path: '/user/pin', label: 'account.center.pin', icon: <KeyRegular /> },
  { path: '/user/department', label: 'account.center.department', icon: <OrganizationRegular /> },
  { path: '/user/about', label: 'account.center.about', icon: <InfoRegular /> },
] as const;

/** Navigation between the pages of the user area; "my departments" only for department supervisors. */
export function UserCenterTabs() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const supervises = (useMyDepts().data?.length ?? 0) > 0;
  const tabs = TABS.filter((tab) => supervises || tab.path !== '/user/department');
  return (
    <TabList
      className={styles.root}
      aria-label={t('account.center.tabs')}
      selectedValue={pathname}
      onTabSelect={(_, data) => navigate(String(data.value))}
    >
      {tabs.map((tab) => (
        <Tab key={tab.path} value={tab.path} icon={tab.icon}>
          {t(tab.label)}
        </Tab>
      ))}
    </TabList>
  );
}
