import { formatMessage, type Lang, type MessageKey } from '../../../shared/messages';
import { CommandAction } from '../../../shared/rules/approvalRules';
import type { DbProtocol } from '../../bastion/database/dbConnection';
import { inScope } from '../../bastion/intercept/policyMatcher';
import type { Deps } from '../../deps';
import { requestCommandApproval, waitForCommandApproval, withdrawCommandApproval } from '../approvals';
import { enabledSqlPolicies } from '../policies';
import { classifySql } from './interception/sqlFacts';
import { decideSql, rankSqlPolicies, type SqlMatch, toSqlPolicy } from './interception/sqlPolicyMatch';

/** Whose statement, where: the facts SQL interception policies are scoped by. */
export interface StatementScope {
  sessionId: number;
  userId: number;
  assetId: number;
  accountId: number;
  protocol: DbProtocol;
  /**
   * The database the session is in, for tables written without a schema on MySQL/MariaDB (where a schema is a
   * database); PostgreSQL's unqualified tables are taken as `public`'s.
   */
  database?: string | null | undefined;
}

/**
 * What to do with one statement before it reaches the database, for the web SQL console and the native listeners
 * alike: run it, run it with a warning, refuse it, or hold it while the approvers decide (wait resolves with their
 * answer; withdraw takes the request back when the user gives up or the session ends).
 */
export type StatementVerdict =
  | { action: 'run' }
  | { action: 'warn'; notice: string }
  | { action: 'block'; notice: string }
  | {
      action: 'hold';
      notice: string;
      /** The approval request filed for the statement (command_approvals; the approval centre shows the SQL). */
      approvalId?: number;
      wait: (signal: AbortSignal) => Promise<{ approved: boolean; notice: string }>;
      withdraw: () => Promise<string>;
    };

/** The most a notice quotes of a statement. */
const QUOTED_MAX = 200;

/**
 * The interception verdict on one SQL text from the SQL policies of /command-intercept-list (target SQL). The
 * enabled SQL policies are read at most every 2 s (sqlPolicyCache.ts); with none in the caller's scope the text is
 * not parsed at all.
 */
export async function judgeStatement(
  deps: Deps,
  scope: StatementScope,
  sql: string,
  lang: Lang,
): Promise<StatementVerdict> {
  const match = await matchStatement(deps, scope, sql);
  if (!match) return { action: 'run' };
  const { stored } = match.policy;
  const flat = sql.replace(/\s+/g, ' ').trim();
  const quoted = flat.length > QUOTED_MAX ? `${flat.slice(0, QUOTED_MAX)}…` : flat;
  const suffix = match.unparseable ? ` ${formatMessage('dbStatementUnparseable', lang)}` : '';
  const text = (key: MessageKey, params: Record<string, string> = {}) =>
    formatMessage(key, lang, { policy: stored.name, statement: quoted, ...params });
  if (stored.action === CommandAction.warn) return { action: 'warn', notice: text('dbStatementWarned') + suffix };
  if (stored.action !== CommandAction.approve) return { action: 'block', notice: text('dbStatementBlocked') + suffix };
  const approvalId = await requestCommandApproval(deps, {
    userId: scope.userId,
    assetId: scope.assetId,
    accountId: scope.accountId,
    line: sql,
    policyId: stored.id,
    policyName: stored.name,
    approverIds: stored.approverIds,
    sessionId: scope.sessionId,
  });
  return {
    action: 'hold',
    notice: text('dbStatementHeld') + suffix,
    approvalId,
    wait: async (signal) => {
      const outcome = await waitForCommandApproval(deps, approvalId, { signal });
      const approved = outcome.status === 2;
      return {
        approved,
        notice: approved
          ? text('dbStatementApproved', { approver: outcome.approveByName })
          : outcome.status === 3
            ? text('dbStatementRefusedByApprover', { reason: outcome.refuseReason })
            : text('dbStatementWithdrawn'),
      };
    },
    withdraw: async () => {
      await withdrawCommandApproval(deps, approvalId);
      return text('dbStatementWithdrawn');
    },
  };
}

async function matchStatement(deps: Deps, scope: StatementScope, sql: string): Promise<SqlMatch | null> {
  const stored = await enabledSqlPolicies(deps);
  if (stored.length === 0) return null;
  const needsGroups = stored.some((policy) => policy.groupIds.length > 0);
  const context = {
    userId: scope.userId,
    groupIds: needsGroups ? await groupIdsOf(deps, scope.userId) : [],
    assetId: scope.assetId,
    accountId: scope.accountId,
  };
  const applicable = stored.filter((policy) => inScope(policy, context));
  if (applicable.length === 0) return null;
  const defaultSchema = scope.protocol === 'POSTGRESQL' ? 'public' : (scope.database ?? null);
  return decideSql(rankSqlPolicies(applicable.map(toSqlPolicy)), classifySql(sql, scope.protocol), defaultSchema);
}

async function groupIdsOf(deps: Deps, userId: number): Promise<number[]> {
  const rows = await deps.db
    .selectFrom('user_group_members')
    .select('group_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.group_id);
}
