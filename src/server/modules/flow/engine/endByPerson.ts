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
    await endInstance(run, 'revoked');
  });
}

/** An administrator stops a request in approval (system:flow:stop): result terminated, with the reason. */
export async function stopInstance(deps: Deps, instanceId: number, admin: Person, reason: string): Promise<void> {
  await changeInstance(deps, instanceId, async (run) => {
    await addComment(run, { kind: 'stop', userId: admin.id, userName: admin.name, message: reason });
    await endInstance(run, 'terminated', reason);
  });
}
