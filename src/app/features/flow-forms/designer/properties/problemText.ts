import { t, tMsg } from '../../../../i18n';
import type { Problem } from './propertyChecks';

/** A property check's problem as the user reads it; undefined when there is none. */
export function problemText(problem: Problem): string | undefined {
  if (!problem) return undefined;
  return 'ref' in problem ? tMsg(problem.ref) : t(problem.key, problem.params);
}
