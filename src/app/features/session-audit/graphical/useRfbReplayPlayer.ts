import { useEffect, useState } from 'react';
import { loadRfb, type Rfb, RfbChannel } from '../../../components/remote-desktop';
import type { RfbRecordingData } from '../api';
import type { PlayerStatus } from '../player/castPlayer';
import { RfbReplayPlayer, type RfbReplayScreen } from './rfbReplayPlayer';

const IDLE_STATUS: PlayerStatus = { position: 0, duration: 0, playing: false, speed: 1, seeking: false };

/**
 * One player per recording and screen element. Each (re)start of the replay gets a new read-only noVNC on a channel
 * that drops whatever noVNC sends, so nothing of the replay reaches anything.
 */
export function useRfbReplayPlayer(recording: RfbRecordingData | undefined, host: HTMLElement | null) {
  const [player, setPlayer] = useState<RfbReplayPlayer | null>(null);
  const [status, setStatus] = useState<PlayerStatus>(IDLE_STATUS);
  const [loadError, setLoadError] = useState<unknown>(null);

  useEffect(() => {
    if (!recording || !host) return;
    let cancelled = false;
    let current: Rfb | null = null;
    let created: RfbReplayPlayer | null = null;
    let unsubscribe: () => void = () => undefined;
    const dropScreen = () => {
      if (!current) return;
      current.disconnect();
      current = null;
      host.replaceChildren();
    };
    loadRfb().then(
      (RFB) => {
        if (cancelled) return;
        const makeScreen = (): RfbReplayScreen => {
          dropScreen();
          const channel = new RfbChannel();
          const rfb = new RFB(host, channel, { shared: true });
          rfb.viewOnly = true;
          rfb.focusOnClick = false;
          rfb.scaleViewport = true;
          rfb.background = 'transparent';
          current = rfb;
          return { feed: (bytes) => channel.receive(bytes) };
        };
        created = new RfbReplayPlayer(recording, makeScreen);
        setPlayer(created);
        setStatus(created.status);
        unsubscribe = created.subscribe(setStatus);
      },
      (error: unknown) => {
        if (!cancelled) setLoadError(error);
      },
    );
    return () => {
      cancelled = true;
      unsubscribe();
      created?.dispose();
      dropScreen();
      setPlayer(null);
    };
  }, [recording, host]);

  return { player, status, loadError };
}
