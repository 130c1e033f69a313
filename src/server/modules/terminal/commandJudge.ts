import { formatMessage, type Lang } from '../../../shared/messages';
import type { CommandVerdict } from '../../bastion/gateway/commandGuard';
import type { SubmittedLine } from '../../bastion/intercept/submittedLine';
import type { Deps } from '../../deps';
import { decideCommand, requestCommandApproval, waitForCommandApproval, withdrawCommandApproval } from '../approvals';

/** Who typed where: the facts command policies are scoped by. */
export interface CommandScope {
  sessionId: number;
  userId: number;
  assetId: number;
  accountId: number;
}

/** The most a notice quotes of a command line. */
const QUOTED_MAX = 200;

/**
 * The terminal's verdict on a submitted line from the command policies (modules/approvals): run, warn,
 * block, or hold while the approvers decide (a request is filed, its outcome awaited, withdrawn on Ctrl-C).
 */
export async function judgeCommand(
  deps: Deps,
  scope: CommandScope,
  line: SubmittedLine,
  lang: Lang,
): Promise<CommandVerdict> {
  const decision = await decideCommand(deps, {
    userId: scope.userId,
    assetId: scope.assetId,
    accountId: scope.accountId,
    line: line.line,
    candidates: line.candidates,
  });
  const quoted = line.line.length > QUOTED_MAX ? `${line.line.slice(0, QUOTED_MAX)}…` : line.line;
  const text = (key: Parameters<typeof formatMessage>[0], params: Record<string, string> = {}) =>
    formatMessage(key, lang, { policy: decision.policyName, line: quoted, ...params });
  switch (decision.action) {
    case 'allow':
      return { action: 'run' };
    case 'warn':
      return { action: 'warn', notice: text('terminalCommandWarned') };
    case 'block':
      return { action: 'block', notice: text('terminalCommandBlocked') };
    case 'hold': {
      const recordId = await requestCommandApproval(deps, {
        userId: scope.userId,
        assetId: scope.assetId,
        accountId: scope.accountId,
        line: line.line,
        policyId: decision.policyId,
        policyName: decision.policyName,
        approverIds: decision.approverIds,
        sessionId: scope.sessionId,
      });
      return {
        action: 'hold',
        notice: text('terminalCommandHeld'),
        wait: async (signal) => {
          if (signal.aborted) throw new Error('withdrawn');
          const outcome = await waitForCommandApproval(deps, recordId, { signal });
          const approved = outcome.status === 2;
          return {
            approved,
            notice: approved
              ? text('terminalCommandApproved', { approver: outcome.approveByName })
              : outcome.status === 3
                ? text('terminalCommandRefused', { reason: outcome.refuseReason })
                : text('terminalCommandWithdrawn'),
          };
        },
        withdraw: async () => {
          await withdrawCommandApproval(deps, recordId);
          return text('terminalCommandWithdrawn');
        },
      };
    }
  }
}
