import { describe, expect, it } from 'vitest';
import { decoyChannels, maskEmail, maskPhone } from '../../../src/server/modules/sign-in/masks';
import { fillTemplate } from '../../../src/server/modules/sign-in/smsProvider';

describe('SMS body templates', () => {
  it('fills {phone}, {code} and {apiKey}, escaped for the body format', () => {
    const values = { phone: '13800138000', code: '012345', apiKey: 'k"e&y' };
    expect(fillTemplate('{"to":"{phone}","text":"code {code}","key":"{apiKey}"}', values, 'application/json')).toBe(
      '{"to":"13800138000","text":"code 012345","key":"k\\"e&y"}',
    );
    expect(fillTemplate('to={phone}&key={apiKey}', values, 'application/x-www-form-urlencoded')).toBe(
      'to=13800138000&key=k%22e%26y',
    );
    expect(fillTemplate('{code} {other}', values, 'text/plain')).toBe('012345 {other}');
  });
});

describe('masks', () => {
  it('masks phone numbers and e-mail addresses', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskEmail('alice@example.com')).toBe('a***@e***.com');
  });

  it('gives stable, real-looking decoys per user name', () => {
    const first = decoyChannels('key', 'Nobody');
    expect(decoyChannels('key', 'nobody')).toEqual(first);
    expect(decoyChannels('key', 'someone-else')).not.toEqual(first);
    expect(first.phone).toMatch(/^1[3-9]\d\*{4}\d{4}$/);
    expect(first.email).toMatch(/^[a-z]\*{3}@[a-z]\*{3}\.com$/);
  });
});
