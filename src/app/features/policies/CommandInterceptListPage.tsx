import { useTranslation } from 'react-i18next';
import type { CommandPolicy } from '../../../shared/api/policies';
import { PolicyTarget } from '../../../shared/api/sqlPolicyRules';
import { deleteCommandPolicy } from './api';
import { CommandPolicyFormDialog } from './components/CommandPolicyFormDialog';
import { closingColumns } from './components/closingColumns';
import { PolicyListFrame } from './components/PolicyListFrame';
import type { PolicyColumn } from './components/PolicyTable';
import { ScopeSummary } from './components/ScopeSummary';
import { SqlRuleSummary } from './components/SqlRuleSummary';
import { ensurePolicyTexts } from './i18n';
import { commandPoliciesQuery } from './queries';
import { ensureSqlPolicyTexts } from './sqlPolicyTexts';

ensurePolicyTexts();
ensureSqlPolicyTexts();

/**
 * /command-intercept-list [system:policycenter:query]: command interception policies by priority; holders
 * of system:policy:edit add, change and delete them. docs/command-interception.md says what they stop.
 */
export function CommandInterceptListPage() {
  const { t } = useTranslation();
  const columns: PolicyColumn<CommandPolicy>[] = [
    { key: 'name', render: (row) => row.name },
    {
      key: 'matchKind',
      render: (row) =>
        row.target === PolicyTarget.sql ? t('policies.sql.targetShort.1') : t(`policies.matchKind.${row.matchKind}`),
    },
    {
      key: 'patterns',
      render: (row) =>
        row.target === PolicyTarget.sql ? <SqlRuleSummary policy={row} /> : <code>{row.patterns.join('  |  ')}</code>,
    },
    { key: 'action', render: (row) => t(`policies.commandAction.${row.action}`) },
    { key: 'priority', render: (row) => row.priority },
    { key: 'scope', render: (row) => <ScopeSummary names={row.scopeNames} /> },
    ...closingColumns<CommandPolicy>(t),
  ];

  return (
    <PolicyListFrame
      title={t('policies.commandTitle')}
      columns={columns}
      listQuery={commandPoliciesQuery}
      remove={deleteCommandPolicy}
      renderForm={(policy, onClose) => <CommandPolicyFormDialog policy={policy} onClose={onClose} />}
    />
  );
}
