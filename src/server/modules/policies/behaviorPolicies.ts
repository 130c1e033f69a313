import type { z } from 'zod';
import {
  type AddBehaviorPolicyBodySchema,
  BEHAVIOR_RULE_FIELDS,
  type BehaviorPolicy,
} from '../../../shared/api/behaviorPolicies';
import type { BehaviorRuleValues } from '../../../shared/rules/behaviorRules';
import type { DbRuleValues } from '../../../shared/rules/dbSessionRules';
import { fieldError } from '../../errors/appError';
import { readIds, writeJson } from './jsonList';
import { readMaskRules } from './maskRules';
import { commonColumns, commonView, type PolicyRow, readCommonColumns, type StoredPolicyCommon } from './policyColumns';
import { policyStore } from './policyStore';
import type { NameBook } from './scopeNames';

type Row = PolicyRow<'behavior_policies'>;
type Body = z.output<typeof AddBehaviorPolicyBodySchema>;

export interface StoredBehaviorPolicy extends StoredPolicyCommon, BehaviorRuleValues, DbRuleValues {
  tagIds: number[];
}

function rulesOf(row: Row): BehaviorRuleValues & DbRuleValues {
  return {
    idleMinutes: row.idle_minutes,
    maxSessionMinutes: row.max_session_minutes,
    upload: row.upload_rule,
    download: row.download_rule,
    clipboardCopy: row.clipboard_copy_rule,
    clipboardPaste: row.clipboard_paste_rule,
    share: row.share_rule,
    monitor: row.monitor_rule,
    recording: row.recording_mode,
    dbRowLimit: row.db_row_limit,
    dbTimeoutSeconds: row.db_timeout_seconds,
    masking: readMaskRules(row.db_masking),
  };
}

export function fromBehaviorRow(row: Row): StoredBehaviorPolicy {
  return { ...readCommonColumns(row), ...rulesOf(row), tagIds: readIds(row.tag_ids) };
}

function toView(row: Row, names: NameBook): BehaviorPolicy {
  const policy = fromBehaviorRow(row);
  const { approvers: _approvers, action: _action, ...common } = commonView(row, policy, names);
  return { ...common, ...rulesOf(row), tagIds: policy.tagIds, tags: names.named('tags', policy.tagIds) };
}

function columnsOf(body: Body, now: string) {
  return {
    ...commonColumns(body, now),
    tag_ids: writeJson(body.tagIds),
    idle_minutes: body.idleMinutes,
    max_session_minutes: body.maxSessionMinutes,
    upload_rule: body.upload,
    download_rule: body.download,
    clipboard_copy_rule: body.clipboardCopy,
    clipboard_paste_rule: body.clipboardPaste,
    share_rule: body.share,
    monitor_rule: body.monitor,
    recording_mode: body.recording,
    db_row_limit: body.dbRowLimit,
    db_timeout_seconds: body.dbTimeoutSeconds,
    db_masking: writeJson(body.masking),
  };
}

/** Behaviour policies (/maintenance-policy-list); sessionBehavior.ts resolves the enabled ones per session. */
function checkBody(body: Body): void {
  if (BEHAVIOR_RULE_FIELDS.every((field) => body[field] === null) && body.masking.length === 0)
    throw fieldError('rules', 'behaviorRulesRequired');
}

export const behaviorPolicies = policyStore({
  table: 'behavior_policies',
  fromRow: fromBehaviorRow,
  toView,
  columnsOf,
  checkBody,
});
