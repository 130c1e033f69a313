/** Pages the watermark never covers (spec §2: not applied on /vedio-replay, the replay of a recorded screen). */
const UNMARKED_PATHS = ['/vedio-replay'];

export const isWatermarked = (path: string): boolean =>
  !UNMARKED_PATHS.some((base) => path === base || path.startsWith(`${base}/`));
