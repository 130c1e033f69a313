import { describe, expect, it } from 'vitest';
import { AccountType } from '../../src/shared/api/accounts';
import { AssetType } from '../../src/shared/api/assetFields';
import { MessageStatus } from '../../src/shared/api/messages';
import { LoginResult, SessionState } from '../../src/shared/api/terminal';
import { DeptRole, enumTables, LicenseStatus, UserStatus } from '../../src/shared/enums';
import { ApprovalStatus, MatchKind } from '../../src/shared/rules/approvalRules';
import { SafeApplicationStatus, VaultType } from '../../src/shared/rules/cofferRules';
import { DICT_TYPE_PATTERN, LIST_CLASSES } from '../../src/shared/rules/dictRules';
import { FlowStatus } from '../../src/shared/rules/flowRules';
import { ExpiryReason, GrantKind, GrantState, PermissionType } from '../../src/shared/rules/grantRules';
import { PasswordCheck } from '../../src/shared/rules/passwordCheck';
import { AgentStatus, Deployment } from '../../src/shared/rules/proxyStates';
import { TaskCycle, TaskExecution, TaskType } from '../../src/shared/rules/taskRules';

/**
 * The seeded dictionaries (src/shared/enums.ts, one system dictionary each; docs/dictionaries.md) hold exactly the
 * values the code computes with, so that every stored value has a label and no label names a value nobody stores.
 */
const values = (constants: Record<string, string | number>) => Object.values(constants).map(String).sort();
const tableValues = (dictType: string) =>
  (enumTables.find((table) => table.dictType === dictType)?.items ?? []).map((item) => item.value).sort();

describe('seeded dictionaries', () => {
  it('match the state constants of the code', () => {
    const pairs: [string, Record<string, string | number>][] = [
      ['task_execution', TaskExecution],
      ['task_type', TaskType],
      ['task_cycle', TaskCycle],
      ['password_check', PasswordCheck],
      ['approval_status', ApprovalStatus],
      ['flow_approval_status', FlowStatus],
      ['safe_application_status', SafeApplicationStatus],
      ['permission_validity', GrantState],
      ['expiry_reason', ExpiryReason],
      ['permission_type', PermissionType],
      ['authorisation_kind', GrantKind],
      ['intercept_match', MatchKind],
      ['vault_type', VaultType],
      ['agent_status', AgentStatus],
      ['deployment_status', Deployment],
      ['login_result', LoginResult],
      ['session_state', SessionState],
      ['account_type', AccountType],
      ['asset_type', AssetType],
      ['message_status', MessageStatus],
      ['user_status', UserStatus],
      ['license_status', LicenseStatus],
      ['department_role', DeptRole],
    ];
    for (const [dictType, constants] of pairs) expect(tableValues(dictType), dictType).toEqual(values(constants));
  });

  it('have valid type keys, unique values, both labels and known list classes', () => {
    const types = enumTables.map((table) => table.dictType);
    expect(new Set(types).size).toBe(types.length);
    for (const table of enumTables) {
      expect(table.dictType).toMatch(DICT_TYPE_PATTERN);
      const tableValuesList = table.items.map((item) => item.value);
      expect(new Set(tableValuesList).size, table.dictType).toBe(tableValuesList.length);
      for (const item of table.items) {
        expect(item.zh && item.en, `${table.dictType} ${item.value}`).toBeTruthy();
        expect(LIST_CLASSES).toContain(item.listClass ?? 'default');
      }
    }
  });
});
