import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/app/data/errors';
import { isPickerRefusal, personChoiceOf, pickerProblem } from '../../../src/app/features/coffer/people';
import { zhT } from './textsOf';

describe('the coffer people pickers', () => {
  it('show a user as nickname (user name), a group or a plain user by name', () => {
    expect(personChoiceOf({ id: 1, name: 'zhang', nickName: '张三' }, zhT)).toEqual({ id: 1, name: '张三（zhang）' });
    expect(personChoiceOf({ id: 2, name: 'li', nickName: 'li' }, zhT)).toEqual({ id: 2, name: 'li' });
    expect(personChoiceOf({ id: 3, name: '运维组', nickName: '' }, zhT)).toEqual({ id: 3, name: '运维组' });
  });

  it('say who may pick when the server refuses the caller (403)', () => {
    const refused = new ApiError({ kind: 'business', code: 403, msg: '没有权限' });
    expect(isPickerRefusal(refused)).toBe(true);
    expect(pickerProblem(refused, zhT)).toContain('只有保管保险箱的用户可以选择用户和用户组');
  });

  it('say any other failure in the data layer words, and retry it', () => {
    const failed = new ApiError({ kind: 'network', code: 0, msg: '网络异常' });
    expect(isPickerRefusal(failed)).toBe(false);
    expect(pickerProblem(failed, zhT)).toBe('用户和用户组加载失败：网络异常');
  });
});
