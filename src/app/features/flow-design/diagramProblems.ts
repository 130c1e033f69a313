import { ResponseCode } from '../../../shared/codes';
import { isApiError } from '../../data/errors';

/**
 * The problems of a diagram the server refused on save (code flowDiagramInvalid), one per line; null for
 * any other failure. The server sends them as data.problems, but ApiError keeps only code and msg, so they
 * are read back from msg: `messagePrefix` (the message with an empty detail) followed by the problems
 * joined with "；" (zh) or "; " (en). A problem holding that separator itself comes out as two lines.
 */
export function diagramProblems(error: unknown, messagePrefix: string): string[] | null {
  if (!isApiError(error) || error.code !== ResponseCode.flowDiagramInvalid) return null;
  const detail =
    messagePrefix && error.msg.startsWith(messagePrefix) ? error.msg.slice(messagePrefix.length) : error.msg;
  const problems = detail
    .split(/；|; /)
    .map((problem) => problem.trim())
    .filter((problem) => problem !== '');
  return problems.length > 0 ? problems : [error.msg];
}
