/**
 * What the listener reads from a statement's text itself (everything else is the interception's to judge): the
 * statement's leading words, with comments, whitespace and a leading `(` dropped. MySQL runs what a comment opened
 * by `/*!` or `/*M!` holds (an optional version number first), so that content counts as text.
 */
export function leadingText(sql: string, length = 80): string {
  let text = sql;
  for (;;) {
    const before = text;
    text = text.replace(/^[\s(;]+/, '');
    if (text.startsWith('--') || text.startsWith('#')) {
      const end = text.indexOf('\n');
      text = end < 0 ? '' : text.slice(end + 1);
    } else if (/^\/\*M?!/.test(text)) {
      text = text.replace(/^\/\*M?!\d*/, '');
    } else if (text.startsWith('/*')) {
      const end = text.indexOf('*/');
      text = end < 0 ? '' : text.slice(end + 2);
    }
    if (text === before) break;
  }
  return text.slice(0, length);
}

/** LOAD DATA [LOCAL] INFILE and LOAD XML: their rows come from a file the audit never sees. */
export function isLoadData(sql: string): boolean {
  return /^LOAD\s+(DATA|XML)\b/i.test(leadingText(sql));
}

/** `KILL [QUERY | CONNECTION] <id>`: what it stops and which connection id it names. */
export function killOf(sql: string): { query: boolean; id: number } | null {
  const found = /^KILL\s+(?:(QUERY)\s+|CONNECTION\s+)?(\d{1,10})\s*;?\s*$/i.exec(leadingText(sql, 200));
  if (!found) return null;
  return { query: found[1] !== undefined, id: Number(found[2]) };
}
