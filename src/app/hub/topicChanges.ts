import { useEffect, useRef } from 'react';
import type { HubState } from '../../shared/protocol/hub';
import type { NotifyTopic } from '../../shared/protocol/notify';
import { getHubClient } from '../../workers/client';
import { watchCounter } from './sessionEnds';

const COUNTERS: Record<NotifyTopic, (state: HubState) => number> = {
  dashboard: (state) => state.dashboardChanges,
};

/**
 * While the calling component is mounted, the browser's one notify socket is subscribed to `topic` and `onChange`
 * runs on each push (at most about one a second), and again when the socket is back after a drop, as pushes
 * during the drop were lost. Pages read their figures again then, instead of polling.
 */
export function useTopicChanges(topic: NotifyTopic, onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const hub = getHubClient();
    const stopWatching = hub.watchTopic(topic);
    const stopCounting = watchCounter(hub.state, COUNTERS[topic], () => latest.current());
    let wasOpen = hub.state.get()?.connection === 'open';
    const stopReconnects = hub.state.subscribe((state) => {
      const isOpen = state?.connection === 'open';
      if (isOpen && !wasOpen) latest.current();
      wasOpen = isOpen;
    });
    return () => {
      stopReconnects();
      stopCounting();
      stopWatching();
    };
  }, [topic]);
}
