import { cstring, int32, message } from './pgMessages';
import type { ExpectedKind } from './pgResponses';

/** The prepared statement a refusal runs on the database so that the database itself answers the error in order. */
const REFUSAL_STATEMENT = '__gatehouse_refused';

/**
 * A DO block that raises the refusal: run on the database in place of the refused statement, it answers the error
 * where the statement's answer would have been, and puts the connection in the state an error leaves it in (the
 * transaction aborted, the rest of an extended-query batch skipped up to its Sync) — exactly as a real error would.
 */
function refusalSql(notice: string, code: string): string {
  const text = (notice.startsWith('Gatehouse') ? notice : `Gatehouse: ${notice}`).replaceAll('$', '＄');
  return `DO $gh_do$BEGIN RAISE EXCEPTION USING ERRCODE = '${code}', MESSAGE = $gh_msg$${text}$gh_msg$; END$gh_do$`;
}

/**
 * The messages that run the refusal in a refused statement's place, and the answer each gets: a Query in the simple
 * protocol; in the extended one Close, Parse, Bind (their answers swallowed) and an Execute whose error the client
 * reads where the refused Execute's answer would have been.
 */
export function refusalMessages(
  extended: boolean,
  notice: string,
  code: string,
): { raw: Buffer; expected: ExpectedKind }[] {
  const sql = refusalSql(notice, code);
  if (!extended) return [{ raw: message('Q', cstring(sql)), expected: { kind: 'query', track: null } }];
  const noArgs = Buffer.from([0, 0]);
  return [
    {
      raw: message('C', Buffer.concat([Buffer.from('S'), cstring(REFUSAL_STATEMENT)])),
      expected: { kind: 'close', swallow: true },
    },
    {
      raw: message('P', Buffer.concat([cstring(REFUSAL_STATEMENT), cstring(sql), noArgs])),
      expected: { kind: 'parse', swallow: true },
    },
    {
      raw: message('B', Buffer.concat([cstring(''), cstring(REFUSAL_STATEMENT), noArgs, noArgs, noArgs])),
      expected: { kind: 'bind', swallow: true },
    },
    { raw: message('E', Buffer.concat([cstring(''), int32(0)])), expected: { kind: 'execute', track: null } },
  ];
}
