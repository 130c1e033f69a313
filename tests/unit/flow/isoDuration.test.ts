import { describe, expect, it } from 'vitest';
import { parseIsoDuration } from '../../../src/server/modules/flow/definition';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('parseIsoDuration', () => {
  it.each([
    ['PT30M', 30 * MINUTE],
    ['PT2H', 2 * HOUR],
    ['PT45S', 45_000],
    ['PT0.5S', 500],
    ['PT1,5H', 90 * MINUTE],
    ['P1D', DAY],
    ['P1DT12H', 36 * HOUR],
    ['P2DT3H4M5S', 2 * DAY + 3 * HOUR + 4 * MINUTE + 5000],
    ['P2W', 14 * DAY],
    ['  pt10m ', 10 * MINUTE],
  ])('%s is %d ms', (text, ms) => {
    expect(parseIsoDuration(text)).toEqual({ ok: true, ms });
  });

  it.each([
    '',
    'P',
    'PT',
    'P1DT',
    '30M',
    'PT30',
    'P1H',
    'PT1D',
    'P1W2D',
    'P1.5.2D',
    '1 hour',
    `\${timeout}`,
    'PT1M30H',
  ])('refuses %j as not a duration', (text) => {
    expect(parseIsoDuration(text)).toEqual({ ok: false, reason: 'format' });
  });

  it.each(['P1Y', 'P1M', 'P1Y2M', 'P1M2D', 'P1YT1H'])('refuses %s: years and months have no fixed length', (text) => {
    expect(parseIsoDuration(text)).toEqual({ ok: false, reason: 'ambiguous' });
  });

  it.each(['PT0S', 'P0D', 'PT0M', '-PT1H', '-P1D'])('refuses %s: not longer than zero', (text) => {
    expect(parseIsoDuration(text)).toEqual({ ok: false, reason: 'notPositive' });
  });

  it('refuses a duration too long to count in milliseconds', () => {
    expect(parseIsoDuration(`P${'9'.repeat(30)}D`)).toEqual({ ok: false, reason: 'format' });
  });
});
