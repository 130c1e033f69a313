/**
 * Whether a new service worker waits, and how to switch to it. Kept apart from React so registerSw.ts
 * (loaded after the page) can fill it and UpdatePrompt.tsx can read it.
 */
export interface UpdateOffer {
  /** Activates the waiting worker and reloads once it controls the page. */
  apply: () => void;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let offer: UpdateOffer | null = null;

export function getUpdateOffer(): UpdateOffer | null {
  return offer;
}

export function subscribeUpdateOffer(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(next: UpdateOffer | null): void {
  offer = next;
  for (const listener of listeners) listener();
}

export function offerUpdate(next: UpdateOffer): void {
  publish(next);
}

/** "Later": the old version keeps running; the new one starts with the next visit or the next offer. */
export function dismissUpdate(): void {
  publish(null);
}
