import type { z } from 'zod';
import type { AddCommandPolicyBodySchema, CommandPolicy } from '../../../shared/api/policies';
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
export interface StoredCommandPolicy extends StoredPolicyCommon {
  matchKind: 0 | 1;
  patterns: string[];
}

export function fromRow(row: Row): StoredCommandPolicy {
  return { ...readCommonColumns(row), matchKind: row.match_kind === 1 ? 1 : 0, patterns: readStrings(row.patterns) };
}

function toView(row: Row, names: NameBook): CommandPolicy {
  const policy = fromRow(row);
  return { ...commonView(row, policy, names), matchKind: policy.matchKind, patterns: policy.patterns };
}

/** Every pattern passes the save-time safety check (patternSafety.ts), or the save is refused naming it. */
function checkPatterns(body: Body): void {
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
  return { ...commonColumns(body, now), match_kind: body.matchKind, patterns: writeJson(body.patterns) };
}

/** Command interception policies (/command-intercept-list); the interceptor reads the enabled ones (decideCommand). */
export const commandPolicies = policyStore({
  table: 'command_policies',
  fromRow,
  toView,
  columnsOf,
  checkBody: checkPatterns,
});
