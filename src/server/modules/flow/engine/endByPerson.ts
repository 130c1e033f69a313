import { ResponseCode } from '../../../../shared/codes';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors/appError';
import { changeInstance } from './changeInstance';
import { endInstance } from './steps';
import { addComment } from './trail';

interface Person {
  id: number;
  name: string;
}

/** The applicant withdraws a request still in approval: result revoked, every open task withdrawn. */
export async function cancelInstance(deps: Deps, instanceId: number, applicant: Person): Promise<void> {
  await changeInstance(deps, instanceId, async (run) => {
    if (run.instance.applicantId !== applicant.id) {
      throw new AppError(ResponseCode.approvalNotApplicant, 'approvalNotApplicant');
    }
    await addComment(run, { kind: 'cancel', userId: applicant.id, userName: applicant.name });
    await endInstance(run, 'revoked', '', applicant.name);
  });
}

/** An administrator stops a request in approval (system:flow:stop): result terminated, with the reason. */
export async function stopInstance(deps: Deps, instanceId: number, admin: Person, reason: string): Promise<void> {
  await changeInstance(deps, instanceId, async (run) => {
    await addComment(run, { kind: 'stop', userId: admin.id, userName: admin.name, message: reason });
    await endInstance(run, 'terminated', reason, admin.name);
  });
}

/**
 * A holder of system:approval:decide settles a login or command request that does not name them: the
 * request ends approved or refused at once, as those approvals have always allowed.
 */
export async function settleInstance(
  deps: Deps,
  instanceId: number,
  admin: Person,
  decision: { approve: boolean; reason: string },
): Promise<void> {
  await changeInstance(deps, instanceId, async (run) => {
    await addComment(run, {
      kind: decision.approve ? 'approve' : 'refuse',
      userId: admin.id,
      userName: admin.name,
      message: decision.approve ? '' : decision.reason,
    });
    await endInstance(run, decision.approve ? 'passed' : 'refused', decision.reason, admin.name);
  });
}
