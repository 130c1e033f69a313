import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { InfoRegular, KeyRegular, PersonEditRegular, PersonRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

const useStyles = makeStyles({
  root: { marginBlockEnd: tokens.spacingVerticalL },
});

const TABS = [
  { path: '/user/profile', label: 'account.center.profile', icon: <PersonRegular /> },
  { path: '/user/edit', label: 'account.center.edit', icon: <PersonEditRegular /> },
  { path: '/user/pin', label: 'account.center.pin', icon: <KeyRegular /> },
  { path: '/user/about', label: 'account.center.about', icon: <InfoRegular /> },
] as const;

/** Navigation between the four pages of the user area. */
export function UserCenterTabs() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <TabList
      className={styles.root}
      aria-label={t('account.center.tabs')}
      selectedValue={pathname}
      onTabSelect={(_, data) => navigate(String(data.value))}
    >
      {TABS.map((tab) => (
        <Tab key={tab.path} value={tab.path} icon={tab.icon}>
          {t(tab.label)}
        </Tab>
      ))}
    </TabList>
  );
}
