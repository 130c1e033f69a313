/**
 * What the console knows about its connection, for the offline indicator and the write refusal:
 * the browser's own online flag, whether the server answered lately, and how old the shown data is.
 * The data layer reports each answer here; the service worker marks the copies it served from its
 * cache with CACHED_AT_HEADER.
 */
import { CACHED_AT_HEADER } from '../../shared/protocol/serviceWorker';

export { CACHED_AT_HEADER };

const LAST_CONTACT_KEY = 'gatehouse-last-contact';
const PROBE_URL = '/prod-api/health';
const PROBE_INTERVAL_MS = 5_000;

export interface Connectivity {
  browserOnline: boolean;
  serverReachable: boolean;
  /** Date.now() of the oldest data shown since the connection was lost, or of the last server answer. */
  dataFrom: number | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let probeTimer: ReturnType<typeof setInterval> | undefined;

function readLastContact(): number | null {
  try {
    const value = Number(globalThis.localStorage?.getItem(LAST_CONTACT_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    // Storage blocked: the indicator then says "offline" without an age.
    return null;
  }
}

let state: Connectivity = {
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  serverReachable: true,
  dataFrom: readLastContact(),
};

function set(next: Partial<Connectivity>): void {
  const merged = { ...state, ...next };
  if (
    merged.browserOnline === state.browserOnline &&
    merged.serverReachable === state.serverReachable &&
    merged.dataFrom === state.dataFrom
  ) {
    return;
  }
  state = merged;
  for (const listener of listeners) listener();
  if (isOffline()) startProbing();
  else stopProbing();
}

export function getConnectivity(): Connectivity {
  return state;
}

export function subscribeConnectivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** No write may go out now: the browser is offline, or the server was last seen unreachable. */
export function isOffline(): boolean {
  return !state.browserOnline || !state.serverReachable;
}

/** The browser alone says it is offline (navigator.onLine). */
export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}

/** Shown data is as old as `savedAt` (a stored copy stood in for a server answer). */
export function noteStoredData(savedAt: number): void {
  const dataFrom = state.serverReachable || state.dataFrom === null ? savedAt : Math.min(state.dataFrom, savedAt);
  set({ serverReachable: false, dataFrom });
}

/** An HTTP answer arrived: from the server itself, or from the service worker's cache. */
export function noteServerAnswer(response: Response): void {
  const cachedAt = Number(response.headers.get(CACHED_AT_HEADER));
  // The worker answers from its cache only when the network failed: the server is out of reach.
  if (Number.isFinite(cachedAt) && cachedAt > 0) {
    noteStoredData(cachedAt);
    return;
  }
  const now = Date.now();
  try {
    globalThis.localStorage?.setItem(LAST_CONTACT_KEY, String(now));
  } catch {
    // Storage blocked: the age is then only known within this page.
  }
  set({ serverReachable: true, browserOnline: true, dataFrom: now });
}

/** A request failed at network level: the server is out of reach until an answer or a probe says otherwise. */
export function noteNetworkFailure(): void {
  set({ serverReachable: false, browserOnline: isBrowserOffline() ? false : state.browserOnline });
}

async function probe(): Promise<void> {
  if (isBrowserOffline()) return;
  try {
    const response = await fetch(PROBE_URL, { cache: 'no-store' });
    if (response.ok) noteServerAnswer(response);
  } catch {
    // Still unreachable: the next tick tries again.
  }
}

function startProbing(): void {
  if (probeTimer !== undefined || typeof window === 'undefined') return;
  probeTimer = setInterval(() => void probe(), PROBE_INTERVAL_MS);
}

function stopProbing(): void {
  if (probeTimer === undefined) return;
  clearInterval(probeTimer);
  probeTimer = undefined;
}

/** Follows the browser's online/offline events; call once at start. */
export function watchConnectivity(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('offline', () => set({ browserOnline: false }));
  window.addEventListener('online', () => {
    set({ browserOnline: true });
    void probe();
  });
  if (isOffline()) startProbing();
}
