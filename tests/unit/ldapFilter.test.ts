import { describe, expect, it } from 'vitest';
import { escapeFilterValue, userFilterFor } from '../../src/server/modules/ldap/filter';
import { isBalancedFilter, isLdapUrl } from '../../src/shared/api/ldap';

describe('LDAP user filter', () => {
  it('escapes the RFC 4515 specials so a typed name cannot widen the search', () => {
    expect(escapeFilterValue('alice')).toBe('alice');
    expect(escapeFilterValue('*')).toBe('\\2a');
    expect(escapeFilterValue('a)(uid=*')).toBe('a\\29\\28uid=\\2a');
    expect(escapeFilterValue('back\\slash')).toBe('back\\5cslash');
    expect(escapeFilterValue(`nul${String.fromCharCode(0)}`)).toBe('nul\\00');
    expect(escapeFilterValue('张三')).toBe('张三');
  });

  it('puts the escaped name into every placeholder', () => {
    expect(userFilterFor('(|(uid={{username}})(mail={{username}}))', 'a*')).toBe('(|(uid=a\\2a)(mail=a\\2a))');
  });

  it('accepts ldap:// and ldaps:// with a host and an optional port only (spec §5 LDAP address)', () => {
    for (const url of ['ldap://dir.example.com', 'ldaps://10.0.0.5:636', 'ldap://[::1]:389/', 'LDAP://HOST']) {
      expect(isLdapUrl(url)).toBe(true);
    }
    for (const url of ['http://host', 'ldap://', 'ldap://host:0', 'ldap://host:65536', 'ldap://h/dc=x', 'ldap:// h']) {
      expect(isLdapUrl(url)).toBe(false);
    }
  });

  it('wants a parenthesised filter whose parentheses balance', () => {
    expect(isBalancedFilter('(&(objectClass=person)(uid=x))')).toBe(true);
    expect(isBalancedFilter('uid=x')).toBe(false);
    expect(isBalancedFilter('(uid=x))(')).toBe(false);
  });
});
