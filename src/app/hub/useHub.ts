import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { HubState } from '../../shared/protocol/hub';
import { type DataLayerStatus, getHubClient } from '../../workers/client';

/** 'up' or 'down' (a hub call timed out or failed on the way); the heartbeat brings it back. */
export function useHubStatus(): DataLayerStatus {
  const { status } = getHubClient();
  return useSyncExternalStore(status.subscribe, status.get, status.get);
}

/** The hub's state, the same object in every tab; undefined until this tab is subscribed. */
export function useHubState(): HubState | undefined {
  const { state } = getHubClient();
  return useSyncExternalStore(state.subscribe, state.get, state.get);
}

export interface HubBadges {
  unread: number;
  approvals: number;
  /** Badge texts from the hub: '' for none, the number, or '99+'. */
  unreadBadge: string;
  approvalsBadge: string;
}

export function useHubBadges(): HubBadges {
  const state = useHubState();
  return {
    unread: state?.unread ?? 0,
    approvals: state?.approvals ?? 0,
    unreadBadge: state?.unreadBadge ?? '',
    approvalsBadge: state?.approvalsBadge ?? '',
  };
}

/**
 * An interval on the hub's worker timers (spec §9: they keep ticking in background tabs, where the
 * page's own timers are throttled). Off while `enabled` is false; the latest callback is always called.
 */
export function useWorkerInterval(callback: () => void, intervalMs: number, enabled = true): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    if (!enabled) return;
    const hub = getHubClient();
    const timerId = hub.setInterval(() => latest.current(), intervalMs);
    return () => hub.clearTimer(timerId);
  }, [intervalMs, enabled]);
}
