import { describe, expect, it } from 'vitest';
import { checkExport, EMPTY_EXPORT } from '../../../src/app/features/coffer/exportForm';
import { formatMessage, type MessageKey } from '../../../src/shared/messages';
import { parseMsgRef } from '../../../src/shared/rules/validation';

const zh = (ref: string | undefined) => {
  const { key, params } = parseMsgRef(ref ?? '');
  return formatMessage(key as MessageKey, 'zh', params);
};
const problemsOf = (values: Partial<typeof EMPTY_EXPORT>) => {
  const checked = checkExport(7, { ...EMPTY_EXPORT, ...values });
  return checked.ok ? {} : checked.problems;
};
const GOOD = { password: 'Export#2026', confirm: 'Export#2026', reason: ' 审计备份 ' };

describe('the export form', () => {
  it('sends the safe, the password as typed and the reason trimmed', () => {
    expect(checkExport(7, GOOD)).toEqual({
      ok: true,
      body: { cofferId: 7, password: 'Export#2026', reason: '审计备份' },
    });
  });

  it('asks for every field', () => {
    const problems = problemsOf({});
    expect(zh(problems.password)).toBe('请输入加密密码');
    expect(zh(problems.confirm)).toBe('确认密码不能为空');
    expect(zh(problems.reason)).toBe('请输入导出原因');
  });

  it('wants 8 to 64 characters', () => {
    expect(zh(problemsOf({ ...GOOD, password: 'Ab1!', confirm: 'Ab1!' }).password)).toBe(
      '加密密码长度在 8 到 64 个字符',
    );
    const long = `Aa1!${'x'.repeat(61)}`;
    expect(zh(problemsOf({ ...GOOD, password: long, confirm: long }).password)).toBe('加密密码长度在 8 到 64 个字符');
  });

  it('refuses a password of one kind of character (the §5 strength rule)', () => {
    const digits = '1234567890';
    expect(zh(problemsOf({ ...GOOD, password: digits, confirm: digits }).password)).toBe(
      '加密密码强度较弱，请组合使用字母、数字和符号',
    );
    const twoKinds = 'abcdefgh12';
    expect(problemsOf({ ...GOOD, password: twoKinds, confirm: twoKinds })).toEqual({});
  });

  it('wants the password typed twice alike', () => {
    expect(zh(problemsOf({ ...GOOD, confirm: 'Export#2027' }).confirm)).toBe('两次输入的密码不一致');
  });

  it('keeps the reason to 99 characters', () => {
    expect(zh(problemsOf({ ...GOOD, reason: '因'.repeat(100) }).reason)).toBe('导出原因长度最大为99个字符');
    expect(problemsOf({ ...GOOD, reason: '因'.repeat(99) })).toEqual({});
  });
});
