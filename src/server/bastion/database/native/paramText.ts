import { isUtf8 } from 'node:buffer';
import { STATEMENT_PARAM_MAX_CHARS } from '../../../../shared/api/dbSessions';

/** A value longer than this many bytes is read only up to it: the audit keeps STATEMENT_PARAM_MAX_CHARS. */
const READ_BYTES = STATEMENT_PARAM_MAX_CHARS * 4;

/** A parameter value's bytes as the audit shows them: its text when it is UTF-8, else `\x` and hex; cut with "…". */
export function paramText(bytes: Buffer): string {
  const head = bytes.subarray(0, READ_BYTES);
  // A cut may split the last character: the head without its last 3 bytes decides whether the value is text.
  const text = isUtf8(head.length < bytes.length ? head.subarray(0, head.length - 3) : head);
  if (!text) return paramHex(bytes);
  const value = head.toString('utf8');
  if (head.length === bytes.length) return value;
  return `${value.slice(0, STATEMENT_PARAM_MAX_CHARS)}…`;
}

export function paramHex(bytes: Buffer): string {
  const shown = bytes.subarray(0, STATEMENT_PARAM_MAX_CHARS / 2);
  return `\\x${shown.toString('hex')}${shown.length < bytes.length ? '…' : ''}`;
}
