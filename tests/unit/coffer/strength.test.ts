import { describe, expect, it } from 'vitest';
import { strengthBadgeOf, strengthSegments, strengthSummary } from '../../../src/app/features/coffer/strength';
import { enumTables } from '../../../src/shared/enums';
import { enT, zhT } from './textsOf';

const dictionary = enumTables.find((table) => table.dictType === 'password_strength');
const zhLabel = (strength: string) => dictionary?.items.find((item) => item.value === strength)?.zh ?? strength;

describe('the password strength badge (spec §4)', () => {
  it('colours low red, middle amber and high green, and says whether the password is weak', () => {
    expect(strengthBadgeOf({ strength: 'low', weak: true })).toEqual({
      kind: 'rated',
      strength: 'low',
      colour: 'danger',
      isWeak: true,
    });
    expect(strengthBadgeOf({ strength: 'middle', weak: true })).toMatchObject({ colour: 'warning', isWeak: true });
    expect(strengthBadgeOf({ strength: 'high', weak: false })).toMatchObject({ colour: 'success', isWeak: false });
  });

  it('shows — for a key account or one without a stored password', () => {
    expect(strengthBadgeOf({ strength: null, weak: false })).toEqual({ kind: 'none' });
    expect(zhT('coffer.accountList.noStrength')).toBe('—');
  });

  it('labels every strength from the dictionary the rest of the console uses', () => {
    expect(dictionary?.items.map((item) => item.value)).toEqual(['low', 'middle', 'high']);
  });
});

describe('the strength chart', () => {
  const counts = [
    { strength: 'low' as const, count: 1 },
    { strength: 'middle' as const, count: 0 },
    { strength: 'high' as const, count: 3 },
  ];

  it('gives each strength its share of the bar, adding up to the whole', () => {
    const segments = strengthSegments(counts);
    expect(segments.map((segment) => segment.percent)).toEqual([25, 0, 75]);
    expect(segments.reduce((sum, segment) => sum + segment.percent, 0)).toBe(100);
  });

  it('draws nothing when no account of the search has a strength', () => {
    expect(strengthSegments([{ strength: 'low', count: 0 }])).toEqual([]);
    expect(strengthSegments([])).toEqual([]);
  });

  it('says every count in words as its text alternative', () => {
    const segments = strengthSegments(counts);
    expect(strengthSummary(segments, zhLabel, zhT)).toBe(
      `当前条件下的密码强度分布：${zhLabel('low')} 1 个，${zhLabel('middle')} 0 个，${zhLabel('high')} 3 个`,
    );
    expect(strengthSummary(segments, (strength) => strength, enT)).toBe(
      'Password strength of the accounts matching the search: low 1, middle 0, high 3',
    );
  });
});
