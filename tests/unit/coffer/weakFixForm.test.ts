import { describe, expect, it } from 'vitest';
import { weakFixProblems } from '../../../src/app/features/coffer/weakFixForm';
import { formatMessage, type MessageKey } from '../../../src/shared/messages';
import { parseMsgRef } from '../../../src/shared/rules/validation';

const HIGH = { minLength: 12, minStrength: 'high' as const, generateLength: 20 };
const MIDDLE = { ...HIGH, minStrength: 'middle' as const };
const zh = (ref: string | undefined) => {
  const { key, params } = parseMsgRef(ref ?? '');
  return formatMessage(key as MessageKey, 'zh', params);
};

describe('the weak-password form (vault password policy)', () => {
  it('passes a long password of letters, digits and symbols typed twice', () => {
    expect(weakFixProblems({ password: 'Abcdef12345!', confirm: 'Abcdef12345!' }, HIGH)).toEqual({});
  });

  it('asks for the password and its confirmation', () => {
    const problems = weakFixProblems({ password: '', confirm: '' }, HIGH);
    expect(zh(problems.password)).toBe('密码不能为空');
    expect(zh(problems.confirm)).toBe('确认密码不能为空');
  });

  it('refuses a password shorter than the policy, with the server message', () => {
    expect(zh(weakFixProblems({ password: 'Ab1!', confirm: 'Ab1!' }, HIGH).password)).toBe('密码长度不能少于12个字符');
  });

  it('refuses a password below the policy strength', () => {
    const middle = 'abcdefgh12345';
    expect(zh(weakFixProblems({ password: middle, confirm: middle }, HIGH).password)).toBe(
      '密码强度不足：需包含字母、数字和符号',
    );
    expect(weakFixProblems({ password: middle, confirm: middle }, MIDDLE)).toEqual({});
    const low = 'abcdefghijklm';
    expect(weakFixProblems({ password: low, confirm: low }, MIDDLE).password).toBe('vaultPasswordTooWeak');
  });

  it('says when the two passwords differ', () => {
    expect(zh(weakFixProblems({ password: 'Abcdef12345!', confirm: 'Abcdef12345?' }, HIGH).confirm)).toBe(
      '两次输入的密码不一致',
    );
  });
});
