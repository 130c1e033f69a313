import { describe, expect, it } from 'vitest';
import { filterTimeZones, knownTimeZones, wallClockIn } from '../../../src/app/features/tasks/zoneTime';

describe('time zones of the schedule (issue 15)', () => {
  it('lists every IANA zone the engine knows, UTC included', () => {
    const zones = knownTimeZones();
    expect(zones).toContain('UTC');
    expect(zones).toContain('Asia/Shanghai');
    expect(zones).toContain('America/New_York');
  });

  it('finds zones by any part of the name, ignoring case, spaces and underscores', () => {
    const zones = knownTimeZones();
    expect(filterTimeZones(zones, 'new york')).toEqual(['America/New_York']);
    expect(filterTimeZones(zones, 'SHANGHAI')).toEqual(['Asia/Shanghai']);
    expect(filterTimeZones(zones, '', 3)).toHaveLength(3);
  });

  it("shows a moment on the chosen zone's wall clock, with its day of the week", () => {
    expect(wallClockIn('2026-02-01T18:30:00.000Z', 'Asia/Shanghai')).toEqual({
      text: '2026-02-02 02:30:00',
      weekday: 1,
    });
    expect(wallClockIn('2026-07-01T06:00:00.000Z', 'America/New_York')).toEqual({
      text: '2026-07-01 02:00:00',
      weekday: 3,
    });
    expect(wallClockIn('2026-02-01T00:00:00.000Z', 'Not/AZone')).toBeNull();
    expect(wallClockIn('soon', 'UTC')).toBeNull();
  });
});
