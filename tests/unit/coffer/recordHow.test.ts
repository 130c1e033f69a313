import { describe, expect, it } from 'vitest';
import { RECORD_HOW_COLOURS, RECORD_HOW_KEYS } from '../../../src/app/features/coffer/recordHow';
import { SECRET_CHANGE_HOWS } from '../../../src/shared/api/vaultAccounts';
import { enT, zhT } from './textsOf';

describe('how a password record changed the secret', () => {
  it('names every way the contract knows, in both languages', () => {
    expect(Object.keys(RECORD_HOW_KEYS).sort()).toEqual([...SECRET_CHANGE_HOWS].sort());
    expect(Object.keys(RECORD_HOW_COLOURS).sort()).toEqual([...SECRET_CHANGE_HOWS].sort());
    expect(SECRET_CHANGE_HOWS.map((how) => zhT(RECORD_HOW_KEYS[how]))).toEqual([
      '新增',
      '修改',
      '生成密钥',
      '弱密码修改',
      '纳管',
      '定时改密',
      '改密待确认',
    ]);
    for (const how of SECRET_CHANGE_HOWS) expect(enT(RECORD_HOW_KEYS[how])).not.toBe(RECORD_HOW_KEYS[how]);
  });
});
