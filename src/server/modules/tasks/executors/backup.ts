import { backUpAccounts } from '../../backup';
import type { RunWideExecutor, TargetOutcome } from './types';

/**
 * Account backup (task type 2): one archive of every target account, uploaded to the backup server
 * (modules/backup). A target succeeds when its account is in the uploaded archive; when nothing could be uploaded
 * (settings, encryption, the server), every target fails with that reason, which is also the run's message.
 */
export const backUpRun: RunWideExecutor = async (deps, _scope, targets, context) => {
  const result = await backUpAccounts(deps, {
    runId: context.runId,
    taskId: context.taskId,
    taskName: context.taskName,
    accountIds: targets.map((target) => target.accountId),
    isStopping: context.isStopping,
  });
  const outcomes = new Map<number, TargetOutcome>();
  for (const target of targets) {
    const outcome = result.accounts.get(target.accountId);
    if (outcome) outcomes.set(target.targetId, outcome);
  }
  const uploaded = result.uploaded;
  return {
    outcomes,
    log: result.log,
    message:
      result.failure ??
      (uploaded
        ? {
            messageKey: 'backupRunUploaded',
            params: {
              file: uploaded.fileName,
              server: uploaded.server,
              count: uploaded.accountCount,
              bytes: uploaded.sizeBytes,
            },
          }
        : null),
  };
};
