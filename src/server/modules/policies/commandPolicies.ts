import type { z } from 'zod';
import type { AddCommandPolicyBodySchema, CommandPolicy } from '../../../shared/api/policies';
import { PolicyTarget } from '../../../shared/api/sqlPolicyRules';
import { ResponseCode } from '../../../shared/codes';
import { checkPattern } from '../../bastion/intercept/patternSafety';
import { AppError } from '../../errors/appError';
import { readStrings, writeJson } from './jsonList';
import { commonColumns, commonView, type PolicyRow, readCommonColumns, type StoredPolicyCommon } from './policyColumns';
import { policyStore } from './policyStore';
import type { NameBook } from './scopeNames';

type Row = PolicyRow<'command_policies'>;
type Body = z.output<typeof AddCommandPolicyBodySchema>;

/** A stored command policy read back into plain lists. */
export interface StoredCommandPolicy extends StoredPolicyCommon, StoredSqlRules {
  matchKind: 0 | 1;
  patterns: string[];
}

/** The SQL rules (migration 042); a shell policy (target 0) has the defaults. */
export interface StoredSqlRules {
  target: 0 | 1;
  sqlKinds: string[];
  sqlNoWhere: boolean;
  sqlObjects: string[];
  /** 0 fail-closed, 1 fail-open. */
  sqlUnparseable: 0 | 1;
}

export function fromRow(row: Row): StoredCommandPolicy {
  return {
    ...readCommonColumns(row),
    matchKind: row.match_kind === 1 ? 1 : 0,
    patterns: readStrings(row.patterns),
    target: row.target === PolicyTarget.sql ? 1 : 0,
    sqlKinds: readStrings(row.sql_kinds),
    sqlNoWhere: row.sql_no_where === 1,
    sqlObjects: readStrings(row.sql_objects),
    sqlUnparseable: row.sql_unparseable === 1 ? 1 : 0,
  };
}

function toView(row: Row, names: NameBook): CommandPolicy {
  const policy = fromRow(row);
  return {
    ...commonView(row, policy, names),
    matchKind: policy.matchKind,
    patterns: policy.patterns,
    target: policy.target,
    sqlKinds: policy.sqlKinds,
    sqlNoWhere: policy.sqlNoWhere,
    sqlObjects: policy.sqlObjects,
    sqlUnparseable: policy.sqlUnparseable,
  };
}

/** Every pattern passes the save-time safety check (patternSafety.ts), or the save is refused naming it. */
function checkPatterns(body: Body): void {
  if (body.target === PolicyTarget.sql) return;
  body.patterns.forEach((pattern, index) => {
    const check = checkPattern(body.matchKind, pattern);
    if (!check.ok)
      throw new AppError(
        ResponseCode.policyPatternInvalid,
        'policyPatternInvalid',
        { index: index + 1, detail: check.message },
        { data: { field: 'patterns', index, problem: check.problem } },
      );
  });
}

function columnsOf(body: Body, now: string) {
  const sql = body.target === PolicyTarget.sql;
  return {
    ...commonColumns(body, now),
    match_kind: sql ? 0 : body.matchKind,
    patterns: writeJson(sql ? [] : body.patterns),
    target: body.target,
    sql_kinds: writeJson(sql ? body.sqlKinds : []),
    sql_no_where: sql && body.sqlNoWhere ? 1 : 0,
    sql_objects: writeJson(sql ? body.sqlObjects : []),
    sql_unparseable: sql ? body.sqlUnparseable : 0,
  };
}

/** Command interception policies (/command-intercept-list); the interceptor reads the enabled ones (decideCommand). */
export const commandPolicies = policyStore({
  table: 'command_policies',
  fromRow,
  toView,
  columnsOf,
  checkBody: checkPatterns,
});
