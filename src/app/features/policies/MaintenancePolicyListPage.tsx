import { Tab, TabList } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BehaviorPolicyList } from './behavior/BehaviorPolicyList';
import { LoginPolicyList } from './components/LoginPolicyList';
import { ensurePolicyTexts } from './i18n';

ensurePolicyTexts();

type PolicyTab = 'login' | 'behavior';

/**
 * /maintenance-policy-list [system:policycenter:query]: the spec's two forms as tabs. Login policies (spec §2
 * login-policy form): who may log in to which assets when and from where, and which logins need approval.
 * Behaviour policies (the behaviour-policy form, whose fields the spec does not show; docs/behaviour-policies.md):
 * what a session may do once open. The tab is kept in the query (?tab=behavior), so a reload stays on it.
 */
export function MaintenancePolicyListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: PolicyTab = params.get('tab') === 'behavior' ? 'behavior' : 'login';
  const handleSelect = (next: PolicyTab) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'login') changed.delete('tab');
        else changed.set('tab', next);
        return changed;
      },
      { replace: true },
    );

  const tabs = (
    <TabList selectedValue={tab} onTabSelect={(_, data) => handleSelect(data.value as PolicyTab)}>
      <Tab value="login">{t('policies.loginTab')}</Tab>
      <Tab value="behavior">{t('policies.behaviorTab')}</Tab>
    </TabList>
  );
  // Keyed by tab: each list keeps its own search and page.
  return tab === 'behavior' ? (
    <BehaviorPolicyList key="behavior" tabs={tabs} />
  ) : (
    <LoginPolicyList key="login" tabs={tabs} />
  );
}
