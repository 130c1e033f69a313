import { describe, expect, it } from 'vitest';
import { sqlIdentifier, sqlLiteral } from '../../../src/server/modules/db-sessions/schemaCatalog';

describe('SQL console catalog: names the user gives stay names (issue 18)', () => {
  it('quotes a database name as a MySQL string, whatever its quotes and backslashes', () => {
    expect(sqlLiteral('MYSQL', 'shop')).toBe("'shop'");
    expect(sqlLiteral('MYSQL', "x' OR '1'='1")).toBe("'x'' OR ''1''=''1'");
    // A backslash cannot escape the closing quote (with or without NO_BACKSLASH_ESCAPES the literal stays closed).
    expect(sqlLiteral('MYSQL', "x\\' OR 1=1 -- ")).toBe("'x\\\\'' OR 1=1 -- '");
    expect(sqlLiteral('POSTGRESQL', "it's")).toBe("'it''s'");
  });

  it('quotes identifiers for USE and the audit text', () => {
    expect(sqlIdentifier('MYSQL', 'a`b')).toBe('`a``b`');
    expect(sqlIdentifier('POSTGRESQL', 'a"b')).toBe('"a""b"');
  });
});
