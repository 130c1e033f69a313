import type { z } from 'zod';
import type { AddLoginPolicyBodySchema, LoginPolicy } from '../../../shared/api/policies';
import type { TimeRange } from '../../../shared/rules/approvalRules';
import { readIds, readJson, readStrings, writeJson } from './jsonList';
import { commonColumns, commonView, type PolicyRow, readCommonColumns, type StoredPolicyCommon } from './policyColumns';
import { policyStore } from './policyStore';
import type { NameBook } from './scopeNames';

type Row = PolicyRow<'login_policies'>;
type Body = z.output<typeof AddLoginPolicyBodySchema>;

export interface StoredLoginPolicy extends StoredPolicyCommon {
  days: number[];
  timeRanges: TimeRange[];
  accessMode: number | null;
  accessEntries: string[];
}

function readRanges(text: string): TimeRange[] {
  const value = readJson(text);
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is TimeRange =>
      typeof item === 'object' && item !== null && typeof item.start === 'string' && typeof item.end === 'string',
  );
}

export function fromLoginRow(row: Row): StoredLoginPolicy {
  return {
    ...readCommonColumns(row),
    days: readIds(row.days),
    timeRanges: readRanges(row.time_ranges),
    accessMode: row.access_mode,
    accessEntries: readStrings(row.access_entries),
  };
}

function toView(row: Row, names: NameBook): LoginPolicy {
  const policy = fromLoginRow(row);
  return {
    ...commonView(row, policy, names),
    days: policy.days,
    timeRanges: policy.timeRanges,
    accessMode: policy.accessMode,
    accessEntries: policy.accessEntries,
  };
}

function columnsOf(body: Body, now: string) {
  return {
    ...commonColumns(body, now),
    days: writeJson(body.days),
    time_ranges: writeJson(body.timeRanges),
    access_mode: body.accessMode,
    access_entries: writeJson(body.accessMode === null ? [] : body.accessEntries),
  };
}

/** Login policies (/maintenance-policy-list); the login check reads the enabled ones (loginPolicyCheck). */
export const loginPolicies = policyStore({ table: 'login_policies', fromRow: fromLoginRow, toView, columnsOf });
