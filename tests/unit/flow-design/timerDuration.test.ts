import { describe, expect, it } from 'vitest';
import { durationToParts, partsToDuration } from '../../../src/app/features/flow-design/designer/timerDuration';

describe('durationToParts', () => {
  it.each([
    ['PT4H', { hours: 4, minutes: 0 }],
    ['PT1H30M', { hours: 1, minutes: 30 }],
    ['PT45M', { hours: 0, minutes: 45 }],
    ['PT90M', { hours: 1, minutes: 30 }],
    ['P1D', { hours: 24, minutes: 0 }],
    ['P1DT2H5M', { hours: 26, minutes: 5 }],
    ['P2W', { hours: 336, minutes: 0 }],
    ['PT2H0S', { hours: 2, minutes: 0 }],
    [' pt10m ', { hours: 0, minutes: 10 }],
  ])('reads %s', (iso, parts) => {
    expect(durationToParts(iso)).toEqual(parts);
  });

  it.each(['', 'P', 'PT', 'PT30S', 'PT1.5H', 'P1M', 'P1Y', 'P1W2D', 'PT0M', '-PT1H', '4 hours'])(
    'cannot say %j in hours and minutes',
    (iso) => {
      expect(durationToParts(iso)).toBeNull();
    },
  );
});

describe('partsToDuration', () => {
  it.each([
    [{ hours: 4, minutes: 0 }, 'PT4H'],
    [{ hours: 1, minutes: 30 }, 'PT1H30M'],
    [{ hours: 0, minutes: 45 }, 'PT45M'],
    [{ hours: 0, minutes: 90 }, 'PT1H30M'],
    [{ hours: 48, minutes: 0 }, 'PT48H'],
    [{ hours: 2.7, minutes: 0 }, 'PT2H'],
  ])('writes %j as %s', (parts, iso) => {
    expect(partsToDuration(parts)).toBe(iso);
  });

  it('writes nothing for a duration that is not positive', () => {
    expect(partsToDuration({ hours: 0, minutes: 0 })).toBe('');
    expect(partsToDuration({ hours: -1, minutes: 0 })).toBe('');
    expect(partsToDuration({ hours: Number.NaN, minutes: 0 })).toBe('');
  });

  it('reads back what it writes', () => {
    for (const parts of [
      { hours: 3, minutes: 15 },
      { hours: 0, minutes: 5 },
      { hours: 72, minutes: 0 },
    ]) {
      expect(durationToParts(partsToDuration(parts))).toEqual(parts);
    }
  });
});
