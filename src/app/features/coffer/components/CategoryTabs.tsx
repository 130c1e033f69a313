import { Tab, TabList } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CofferCounts } from '../../../../shared/api/coffers';
import { COFFER_CATEGORIES, type CofferCategory } from '../../../../shared/rules/cofferRules';

/** Spec §6: 管理权限 / 使用权限 / 未授权, each with how many safes it holds. */
export function CategoryTabs({
  selected,
  counts,
  onSelect,
}: {
  selected: CofferCategory;
  counts: CofferCounts | undefined;
  onSelect: (category: CofferCategory) => void;
}) {
  const { t } = useTranslation();
  return (
    <TabList
      selectedValue={selected}
      aria-label={t('coffer.category.tabsLabel')}
      onTabSelect={(_, data) => onSelect(data.value as CofferCategory)}
    >
      {COFFER_CATEGORIES.map((category) => {
        const label = t(`coffer.category.${category}`);
        return (
          <Tab key={category} value={category} data-testid={`coffer-tab-${category}`}>
            {counts ? t('coffer.category.withCount', { label, count: counts[category] }) : label}
          </Tab>
        );
      })}
    </TabList>
  );
}
