import { describe, expect, it } from 'vitest';
import { DEFAULT_WALL_SETTINGS, parseWallSettings } from '../../../src/app/features/dashboard/wall/wallSettings';

const parse = (query: string) => parseWallSettings(new URLSearchParams(query));

describe('wall-screen settings from the address', () => {
  it('reads the periods to rotate through and the seconds each stays', () => {
    expect(parse('periods=7d,30d&rotate=60')).toEqual({ periods: ['7d', '30d'], rotateSeconds: 60 });
  });

  it('keeps a kiosk showing figures whatever was typed: unknown periods dropped, bounds applied', () => {
    expect(parse('')).toEqual(DEFAULT_WALL_SETTINGS);
    expect(parse('periods=1y,24h,24h,,7d&rotate=abc')).toEqual({ periods: ['24h', '7d'], rotateSeconds: 30 });
    expect(parse('periods=nonsense&rotate=2')).toEqual({ periods: DEFAULT_WALL_SETTINGS.periods, rotateSeconds: 10 });
    expect(parse('rotate=999999').rotateSeconds).toBe(3600);
  });
});
