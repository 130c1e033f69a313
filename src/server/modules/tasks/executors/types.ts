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

/** What a run-wide executor is told besides RunContext: the run, its task, and whether to stop. */
export interface RunWideContext extends RunContext {
  runId: number;
  taskId: number | null;
  taskName: string;
  /** A cancel (any node) or this node stopping: the executor stops at its next safe point. */
  isStopping: () => boolean;
}

/** What came of a run-wide executor. */
export interface RunWideOutcome {
  /** Each target's outcome by target id; a target without one is recorded as not executed. */
  outcomes: ReadonlyMap<number, TargetOutcome>;
  /** Lines for the run's log (the runner adds its own start and end lines). */
  log: { level: 'info' | 'warn' | 'error'; messageKey: MessageKey; params: Record<string, string | number> }[];
  /** The run's message (what the task centre's row shows), or null for none. */
  message: { messageKey: MessageKey; params: Record<string, string | number> } | null;
}

/**
 * Works on all the run's targets at once, for a task type whose work is one piece (a backup is one archive of every
 * target): the runner resolves and records the targets, hands them over in one call, and records each outcome.
 * Throws only on a fault of Gatehouse itself.
 */
export type RunWideExecutor = (
  deps: Deps,
  scope: AssetScope,
  targets: readonly RunTarget[],
  context: RunWideContext,
) => Promise<RunWideOutcome>;
