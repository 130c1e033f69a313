import { Tab, TabList } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CENTER_TABS, type CenterTab, centerTabFrom } from '../paths';

/** Spec §2 "Approval screen tabs": 我的申请, 待我审批, 审批记录. */
export function CenterTabs({ selected, onSelect }: { selected: CenterTab; onSelect: (tab: CenterTab) => void }) {
  const { t } = useTranslation();
  return (
    <TabList
      selectedValue={selected}
      aria-label={t('approveCenter.tabsLabel')}
      onTabSelect={(_, data) => onSelect(centerTabFrom(String(data.value)))}
    >
      {CENTER_TABS.map((tab) => (
        <Tab key={tab} value={tab}>
          {t(`approveCenter.tab.${tab}`)}
        </Tab>
      ))}
    </TabList>
  );
}
