import { useEffect, useMemo, useRef, useState } from 'react';
import type { ParsedCast } from './player/castParser';
import { CastPlayer, type PlayerStatus, type ScreenSink } from './player/castPlayer';
import { buildTimeline, type Timeline } from './player/timeline';

const IDLE_STATUS: PlayerStatus = { position: 0, duration: 0, playing: false, speed: 1, seeking: false };

/**
 * One player per recording and screen. Switching idle compression swaps the timeline under the same
 * player and keeps the picture at the same recorded moment.
 */
export function useCastPlayer(cast: ParsedCast | undefined, sink: ScreenSink | null, compressIdle: boolean) {
  const timeline = useMemo<Timeline | null>(
    () => (cast ? buildTimeline(cast, compressIdle) : null),
    [cast, compressIdle],
  );
  const [player, setPlayer] = useState<CastPlayer | null>(null);
  const [status, setStatus] = useState<PlayerStatus>(IDLE_STATUS);
  const shown = useRef<Timeline | null>(null);

  useEffect(() => {
    if (!cast || !sink) return;
    const first = buildTimeline(cast, false);
    const created = new CastPlayer(first, sink);
    shown.current = first;
    setPlayer(created);
    setStatus(created.status);
    const unsubscribe = created.subscribe(setStatus);
    return () => {
      unsubscribe();
      created.dispose();
      setPlayer(null);
    };
  }, [cast, sink]);

  useEffect(() => {
    const previous = shown.current;
    if (!player || !timeline || !previous || previous === timeline) return;
    shown.current = timeline;
    const recordedAt = previous.recordedTimeOf(player.status.position);
    void player.replaceTimeline(timeline, timeline.playTimeOf(recordedAt));
  }, [player, timeline]);

  return { player, status, timeline };
}
