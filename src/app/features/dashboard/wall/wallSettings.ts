import { DASHBOARD_PERIODS, type DashboardPeriod } from '../../../../shared/api/dashboard';

/**
 * What a wall screen shows, from its address (/wall?periods=24h,7d&rotate=60): the periods it rotates through and
 * how long each stays. Anything unreadable falls back to the defaults, so a typo on a kiosk still shows figures.
 */
export interface WallSettings {
  periods: DashboardPeriod[];
  rotateSeconds: number;
}

export const DEFAULT_WALL_SETTINGS: WallSettings = { periods: ['24h', '7d'], rotateSeconds: 30 };
const MIN_ROTATE_SECONDS = 10;
const MAX_ROTATE_SECONDS = 3600;

export function parseWallSettings(search: URLSearchParams): WallSettings {
  const periods = (search.get('periods') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(
      (part, index, all): part is DashboardPeriod =>
        (DASHBOARD_PERIODS as readonly string[]).includes(part) && all.indexOf(part) === index,
    );
  const rotate = Number(search.get('rotate'));
  return {
    periods: periods.length > 0 ? periods : DEFAULT_WALL_SETTINGS.periods,
    rotateSeconds:
      Number.isFinite(rotate) && rotate > 0
        ? Math.min(MAX_ROTATE_SECONDS, Math.max(MIN_ROTATE_SECONDS, Math.round(rotate)))
        : DEFAULT_WALL_SETTINGS.rotateSeconds,
  };
}
