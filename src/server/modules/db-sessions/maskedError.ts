import { FULL_MASK, type MaskRule } from '../../../shared/rules/dataMasking';
import { DbError } from '../../bastion/database/dbConnection';

const WORD = /[\p{L}\p{N}_$]+/gu;
/** A quoted part of a database's message: 'x', "x" or `x`. */
const QUOTED = /(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g;

/**
 * A database's error under masking rules: its messages quote values (`Duplicate entry '13812341234'`,
 * `invalid input syntax for type integer: "138…"`), which would give away what the result masks. Each quoted part
 * is kept only when every word of it is in the statement's text (names and literals the user typed; for a
 * `db.table` path, its last part), else it becomes FULL_MASK. Without rules the error is unchanged.
 */
export function maskedError(error: DbError, sql: string, rules: readonly MaskRule[]): DbError {
  if (rules.length === 0 || error.kind !== 'statement') return error;
  const typed = new Set((sql.match(WORD) ?? []).map((word) => word.toLowerCase()));
  const known = (text: string) => {
    const words = (text.match(WORD) ?? []).map((word) => word.toLowerCase());
    if (words.every((word) => typed.has(word))) return true;
    // An identifier path (`shop.nope`, a database the user did not type) naming what the statement names.
    return /^[\p{L}\p{N}_$.]+$/u.test(text) && typed.has(words[words.length - 1] ?? '');
  };
  const message = error.message.replace(QUOTED, (whole, quote: string, inner: string) =>
    known(inner) ? whole : `${quote}${FULL_MASK}${quote}`,
  );
  return message === error.message ? error : new DbError(message, error.kind, error.code);
}
