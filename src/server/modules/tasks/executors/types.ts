import type { MessageKey } from '../../../../shared/messages';
import type { Deps } from '../../../deps';
import type { AssetScope } from '../../assets';

/** One account of a run, as the runner hands it to the task type's executor. */
export interface RunTarget {
  targetId: number;
  accountId: number;
  accountName: string;
  assetId: number;
  address: string;
}

/** What came of one target: success or failed, with what the task type records. */
export interface TargetOutcome {
  ok: boolean;
  checkResult?: number | null;
  strength?: string | null;
  changedOutside?: boolean;
  messageKey: MessageKey;
  params: Record<string, string | number>;
}

/** What the run tells every target: who started it, the task's password-change script. */
export interface RunContext {
  by: string;
  scriptId: number | null;
}

/** Works on one target with the asset scope of the task's owner. Throws only on a fault of Gatehouse itself. */
export type TargetExecutor = (
  deps: Deps,
  scope: AssetScope,
  target: RunTarget,
  context: RunContext,
) => Promise<TargetOutcome>;
