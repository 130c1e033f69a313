import type { DbProtocol } from '../session/dbProtocol';

/** One statement of an editor's text: where its code starts and ends (the `;` included) and its text without it. */
export interface StatementSpan {
  from: number;
  to: number;
  sql: string;
}

/**
 * Splits a script into statements at the `;` that are code, by the dialect's rules: quoted strings and identifiers
 * ('…' with '' inside, "…", MySQL's `…` and backslash escapes, PostgreSQL's E'…'), comments (`--` to the end of
 * the line — MySQL wants a space after it —, MySQL's `#`, `/* … *\/`, nested on PostgreSQL) and PostgreSQL's dollar
 * quotes ($$ … $$, $tag$ … $tag$). Statements of only comments and spaces are left out.
 */
export function splitStatements(text: string, dialect: DbProtocol): StatementSpan[] {
  const isMysql = dialect === 'MySQL';
  const spans: StatementSpan[] = [];
  let codeFrom = -1;
  let codeTo = -1;
  let i = 0;
  const markCode = (from: number, to: number) => {
    if (codeFrom < 0) codeFrom = from;
    codeTo = to;
  };
  const close = (end: number) => {
    if (codeFrom >= 0) spans.push({ from: codeFrom, to: end, sql: text.slice(codeFrom, codeTo) });
    codeFrom = -1;
    codeTo = -1;
  };
  while (i < text.length) {
    const ch = text[i] as string;
    const next = text[i + 1];
    if (ch === ';') {
      close(i + 1);
      i += 1;
    } else if (ch === '-' && next === '-' && (!isMysql || i + 2 >= text.length || /\s/.test(text[i + 2] as string))) {
      i = lineEnd(text, i);
    } else if (ch === '#' && isMysql) {
      i = lineEnd(text, i);
    } else if (ch === '/' && next === '*') {
      i = blockCommentEnd(text, i, !isMysql);
    } else if (ch === "'" || ch === '"' || (ch === '`' && isMysql)) {
      const escapes = isMysql || (ch === "'" && /[eE]/.test(text[i - 1] ?? '') && !isWordChar(text[i - 2]));
      const end = quoteEnd(text, i, ch, escapes && ch !== '`');
      markCode(i, end);
      i = end;
    } else if (ch === '$' && !isMysql && !isWordChar(text[i - 1])) {
      const tag = /^\$([A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/.exec(text.slice(i))?.[0];
      if (tag) {
        const closing = text.indexOf(tag, i + tag.length);
        const end = closing < 0 ? text.length : closing + tag.length;
        markCode(i, end);
        i = end;
      } else {
        markCode(i, i + 1);
        i += 1;
      }
    } else {
      if (!/\s/.test(ch)) markCode(i, i + 1);
      i += 1;
    }
  }
  close(text.length);
  return spans;
}

function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && /[\w\u0080-\uffff]/.test(ch);
}

function lineEnd(text: string, from: number): number {
  const end = text.indexOf('\n', from);
  return end < 0 ? text.length : end;
}

function blockCommentEnd(text: string, from: number, nests: boolean): number {
  let depth = 0;
  let i = from;
  while (i < text.length) {
    if (text[i] === '/' && text[i + 1] === '*' && (nests || depth === 0)) {
      depth += 1;
      i += 2;
    } else if (text[i] === '*' && text[i + 1] === '/') {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else {
      i += 1;
    }
  }
  return text.length;
}

/** The end of a quoted run starting at `from`; a doubled quote stays inside, and a backslash escapes where allowed. */
function quoteEnd(text: string, from: number, quote: string, backslashEscapes: boolean): number {
  let i = from + 1;
  while (i < text.length) {
    const ch = text[i];
    if (backslashEscapes && ch === '\\') {
      i += 2;
    } else if (ch === quote) {
      if (text[i + 1] === quote) i += 2;
      else return i + 1;
    } else {
      i += 1;
    }
  }
  return text.length;
}

/**
 * The statement the cursor is in: the one whose code or `;` it touches; between two, the one ending on the
 * cursor's line, else the next one, else the last one before it. Null for a text of no statement.
 */
export function statementAt(text: string, position: number, dialect: DbProtocol): StatementSpan | null {
  const spans = splitStatements(text, dialect);
  const inside = spans.find((span) => position >= span.from && position <= span.to);
  if (inside) return inside;
  const before = spans.filter((span) => span.to < position).at(-1);
  if (before && !text.slice(before.to, position).includes('\n')) return before;
  return spans.find((span) => span.from > position) ?? before ?? null;
}
