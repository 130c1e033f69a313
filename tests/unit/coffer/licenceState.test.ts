import { describe, expect, it } from 'vitest';
import { isRevocable, licenceStateTag } from '../../../src/app/features/coffer/licenceState';
import { zhT } from './textsOf';

describe('the state of a licence in the holders list (spec §4)', () => {
  it('tags valid, pending, expired and revoked licences apart', () => {
    const tags = [
      { state: 1, expiryReason: null },
      { state: 3, expiryReason: null },
      { state: 2, expiryReason: 1 },
      { state: 2, expiryReason: 2 },
      { state: 2, expiryReason: null },
    ].map((licence) => {
      const tag = licenceStateTag(licence);
      return [zhT(tag.labelKey), tag.colour];
    });
    expect(tags).toEqual([
      ['有效', 'success'],
      ['待生效', 'warning'],
      ['已过期', 'danger'],
      ['已撤销', 'subtle'],
      ['无效', 'informative'],
    ]);
  });

  it('revokes valid and pending licences only', () => {
    expect([1, 2, 3].map((state) => isRevocable({ state }))).toEqual([true, false, true]);
  });
});
