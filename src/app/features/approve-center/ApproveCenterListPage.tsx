import { useSearchParams } from 'react-router-dom';
import { CenterTabs } from './components/CenterTabs';
import { DecidedTasksTab } from './components/DecidedTasksTab';
import { MyRequestsTab } from './components/MyRequestsTab';
import { StartRequestMenu } from './components/StartRequestMenu';
import { WaitingTasksTab } from './components/WaitingTasksTab';
import { ensureApproveCenterTexts } from './i18n';
import { type CenterTab, centerTabFrom } from './paths';

ensureApproveCenterTexts();

const TAB_VIEWS = { mine: MyRequestsTab, todo: WaitingTasksTab, done: DecidedTasksTab } as const;

/**
 * /approve-center-list [system:approval:query] (spec §2): my applications, the backlog (preselected) and
 * the approval records. The tab is in the address (?tab=mine|todo|done), so a reload or Back keeps it.
 */
export function ApproveCenterListPage() {
  const [search, setSearch] = useSearchParams();
  const tab = centerTabFrom(search.get('tab'));
  const handleSelect = (next: CenterTab) => setSearch({ tab: next }, { replace: true });
  const TabView = TAB_VIEWS[tab];
  return (
    <TabView key={tab} tabs={<CenterTabs selected={tab} onSelect={handleSelect} />} actions={<StartRequestMenu />} />
  );
}
