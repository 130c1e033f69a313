/**
 * The first keyword of each statement in a PostgreSQL text, found the way the server's lexer splits it: quoted
 * strings (with E'' backslash escapes), quoted identifiers, dollar quotes, line and nested block comments are
 * skipped, and a semicolon outside them ends a statement. Enough to refuse COPY before it reaches the database.
 */
export function leadingKeywords(sql: string): string[] {
  const keywords: string[] = [];
  let i = 0;
  let atStart = true;
  const n = sql.length;
  while (i < n) {
    const c = sql[i] as string;
    const next = sql[i + 1];
    if (c === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? n : end + 1;
    } else if (c === '/' && next === '*') {
      let depth = 1;
      i += 2;
      while (i < n && depth > 0) {
        if (sql[i] === '/' && sql[i + 1] === '*') {
          depth += 1;
          i += 2;
        } else if (sql[i] === '*' && sql[i + 1] === '/') {
          depth -= 1;
          i += 2;
        } else i += 1;
      }
    } else if (c === ';') {
      atStart = true;
      i += 1;
    } else if (/\s/.test(c)) i += 1;
    else if (c === "'" || c === '"') {
      i = skipQuoted(sql, i, c, false);
      atStart = false;
    } else if ((c === 'E' || c === 'e') && next === "'") {
      i = skipQuoted(sql, i + 1, "'", true);
      atStart = false;
    } else if (c === '$') {
      const tag = /^\$([A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/.exec(sql.slice(i, i + 64));
      if (tag) {
        const end = sql.indexOf(tag[0], i + tag[0].length);
        i = end < 0 ? n : end + tag[0].length;
      } else i += 1;
      atStart = false;
    } else if (/[A-Za-z_]/.test(c)) {
      const word = /^[A-Za-z_][\w$]*/.exec(sql.slice(i, i + 64))?.[0] ?? c;
      if (atStart) keywords.push(word.toUpperCase());
      atStart = false;
      i += word.length;
    } else {
      atStart = false;
      i += 1;
    }
  }
  return keywords;
}

function skipQuoted(sql: string, start: number, quote: string, backslashes: boolean): number {
  let i = start + 1;
  while (i < sql.length) {
    const c = sql[i];
    if (backslashes && c === '\\') i += 2;
    else if (c === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i + 1;
    } else i += 1;
  }
  return sql.length;
}

/** Statements the listener cannot audit and refuses (docs/database-sessions.md): COPY in any form. */
export function unauditableKind(sql: string): string | null {
  return leadingKeywords(sql).includes('COPY') ? 'COPY' : null;
}
