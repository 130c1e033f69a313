import type { ConnectionState } from '../shared/protocol/hub';
import { sameFields } from './sameFields';

/**
 * Unread-message and pending-approval counts, fanned out to every subscribed tab. One store in the hub
 * replaces the old per-tab storage polling (spec §9: secondary tabs polled every 1 s): tabs get the same
 * state, pushed, at the moment it changes.
 */

export const BADGE_CAP = 99;

/** '' for 0 (no badge), the number up to 99, '99+' above (spec §2, §9). */
export function formatBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  const whole = Math.floor(count);
  return whole > BADGE_CAP ? `${BADGE_CAP}+` : String(whole);
}

export interface BadgeState {
  connection: ConnectionState;
  attempt: number;
  unread: number;
  approvals: number;
  unreadBadge: string;
  approvalsBadge: string;
  closeCode: number;
  sessionEnds: number;
  accessChanges: number;
  taskRunChanges: number;
  dashboardChanges: number;
}

const CHANGE_FIELDS = [
  'connection',
  'attempt',
  'unread',
  'approvals',
  'closeCode',
  'sessionEnds',
  'accessChanges',
  'taskRunChanges',
  'dashboardChanges',
] as const;

export type BadgeListener = (state: BadgeState) => void;

export class BadgeStore {
  private state: BadgeState = {
    connection: 'closed',
    attempt: 0,
    unread: 0,
    approvals: 0,
    unreadBadge: '',
    approvalsBadge: '',
    closeCode: 0,
    sessionEnds: 0,
    accessChanges: 0,
    taskRunChanges: 0,
    dashboardChanges: 0,
  };
  private readonly listeners = new Set<BadgeListener>();

  get(): BadgeState {
    return this.state;
  }

  subscribe(listener: BadgeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Applies new counts or connection info; every listener gets the same object, once per change. */
  set(patch: Partial<Omit<BadgeState, 'unreadBadge' | 'approvalsBadge'>>): void {
    const merged = { ...this.state, ...patch };
    const next: BadgeState = {
      ...merged,
      unreadBadge: formatBadge(merged.unread),
      approvalsBadge: formatBadge(merged.approvals),
    };
    if (sameFields(next, this.state, CHANGE_FIELDS)) return;
    this.state = next;
    for (const listener of this.listeners) listener(next);
  }
}
