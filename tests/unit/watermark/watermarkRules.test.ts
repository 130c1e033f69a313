import { describe, expect, it } from 'vitest';
import { watermarkGeometry, watermarkLines, watermarkTime } from '../../../src/shared/rules/watermarkRules';

const user = { userName: 'ops_li', nickName: '李工', phonenumber: '13800000000', email: '' };
const shown = { isShowUserName: true, isShowNickName: true, isShowPhoneNumber: true, isShowEmail: true };
const at = new Date(2026, 10, 27, 9, 5, 7);

describe('watermark text and geometry (spec §9)', () => {
  it('writes the time as YYYY/MM/DD HH:mm:ss', () => {
    expect(watermarkTime(at)).toBe('2026/11/27 09:05:07');
  });

  it('joins content, time and the chosen user details in order, dropping empty ones', () => {
    expect(watermarkLines({ content: '内部资料', ...shown }, user, at)).toEqual([
      '内部资料',
      '2026/11/27 09:05:07',
      'ops_li',
      '李工',
      '13800000000',
    ]);
    expect(
      watermarkLines(
        { content: '  ', isShowUserName: true, isShowNickName: false, isShowPhoneNumber: false, isShowEmail: false },
        user,
        at,
      ),
    ).toEqual(['2026/11/27 09:05:07', 'ops_li']);
  });

  it('turns transparency into opacity and halves the tile', () => {
    expect(watermarkGeometry({ transparency: 0.25, width: 200, height: 100 })).toEqual({
      opacity: 0.75,
      tileWidth: 100,
      tileHeight: 50,
    });
    expect(watermarkGeometry({ transparency: 1, width: 300, height: 120 }).opacity).toBe(0);
  });
});
