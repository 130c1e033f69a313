import { IpCommandError, type IpRunner } from './ipCommand';
import type { Step } from './plans';

/** A step failed; the steps before it were undone (`undoFailure` is the first undo command that failed, if any). */
export class NetworkApplyError extends Error {
  constructor(
    readonly failure: IpCommandError,
    readonly undone: number,
    readonly undoFailure: IpCommandError | null,
  ) {
    super(failure.message);
    this.name = 'NetworkApplyError';
  }
}

/**
 * Runs the steps in order. When one fails, the steps already run are undone, last first, and the failure is thrown:
 * a request changes everything it asks for or nothing. An undo command that fails does not stop the others.
 */
export async function applySteps(runner: IpRunner, steps: readonly Step[]): Promise<void> {
  const done: Step[] = [];
  for (const step of steps) {
    try {
      await runner.run(step.args);
    } catch (error) {
      if (!(error instanceof IpCommandError)) throw error;
      throw new NetworkApplyError(error, done.length, await undoSteps(runner, done));
    }
    done.push(step);
  }
}

/** Undoes steps that all ran, last first; the first undo command that failed, if any. */
export async function undoSteps(runner: IpRunner, done: readonly Step[]): Promise<IpCommandError | null> {
  let firstFailure: IpCommandError | null = null;
  for (const step of [...done].reverse()) {
    for (const args of step.undo) {
      try {
        await runner.run(args);
      } catch (error) {
        if (!(error instanceof IpCommandError)) throw error;
        firstFailure ??= error;
      }
    }
  }
  return firstFailure;
}
