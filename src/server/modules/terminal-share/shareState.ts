import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { TerminalServerFrame } from '../../../shared/protocol/terminal';
import type { Deps } from '../../deps';
import { closeHard, WS_OPEN, type WsSocket } from '../../realtime/socket';

/** A ticket from a right code is good for this long and once. */
const TICKET_MS = 60_000;
/** Wrong codes from one address for one link before it is locked out for WRONG_CODE_LOCK_MS. */
export const WRONG_CODES_PER_ADDRESS = 5;
/**
 * Wrong codes for one link from anywhere before every address that already guessed wrong is locked out
 * of it for WRONG_CODE_LOCK_MS. An address without a wrong code keeps its tries, so that a link holder
 * guessing from many addresses cannot lock the real guest out.
 */
export const WRONG_CODES_PER_LINK = 30;
export const WRONG_CODE_LOCK_MS = 10 * 60_000;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const codeHash = (token: string, code: string) => sha256(`${token}\n${code}`);
export const newToken = () => randomBytes(24).toString('base64url');
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export interface LiveGuest {
  guestId: string;
  ip: string;
  joinedAt: string;
  socket: WsSocket;
}

interface Ticket {
  shareId: number;
  sessionId: number;
  guestId: string;
  expiresAt: number;
}

/**
 * What shares need in memory on this node: the guests connected now, who may type, one-use tickets and
 * wrong-code counters. Rows (terminal_shares) stay the truth for expiry and revocation.
 */
export class ShareState {
  private readonly guests = new Map<number, Map<string, LiveGuest>>();
  private readonly inputGuests = new Map<number, string | null>();
  private readonly tickets = new Map<string, Ticket>();
  private readonly wrong = new Map<string, { count: number; since: number }>();

  issueTicket(shareId: number, sessionId: number, now: number): { ticket: string; guestId: string } {
    for (const [key, ticket] of this.tickets) if (ticket.expiresAt < now) this.tickets.delete(key);
    const ticket = randomBytes(24).toString('base64url');
    const guestId = randomBytes(8).toString('hex');
    this.tickets.set(ticket, { shareId, sessionId, guestId, expiresAt: now + TICKET_MS });
    return { ticket, guestId };
  }

  takeTicket(ticket: string, now: number): Ticket | undefined {
    const found = this.tickets.get(ticket);
    this.tickets.delete(ticket);
    return found && found.expiresAt >= now ? found : undefined;
  }

  /** Whether wrong codes lock this link for this address now. */
  locked(tokenHash: string, ip: string, now: number): boolean {
    const fromHere = this.count(`${tokenHash} ${ip}`, now);
    if (fromHere >= WRONG_CODES_PER_ADDRESS) return true;
    return fromHere > 0 && this.count(tokenHash, now) >= WRONG_CODES_PER_LINK;
  }

  wrongCode(tokenHash: string, ip: string, now: number): void {
    // Counters outlive their window only until the next wrong code anywhere (memory stays bounded).
    for (const [key, entry] of this.wrong) if (now - entry.since > WRONG_CODE_LOCK_MS) this.wrong.delete(key);
    for (const key of [`${tokenHash} ${ip}`, tokenHash]) {
      const entry = this.wrong.get(key);
      if (!entry || now - entry.since > WRONG_CODE_LOCK_MS) this.wrong.set(key, { count: 1, since: now });
      else entry.count += 1;
    }
  }

  private count(key: string, now: number): number {
    const entry = this.wrong.get(key);
    return entry && now - entry.since <= WRONG_CODE_LOCK_MS ? entry.count : 0;
  }

  addGuest(shareId: number, guest: LiveGuest): void {
    const map = this.guests.get(shareId) ?? new Map<string, LiveGuest>();
    map.set(guest.guestId, guest);
    this.guests.set(shareId, map);
  }

  removeGuest(shareId: number, guestId: string): void {
    this.guests.get(shareId)?.delete(guestId);
    if (this.inputGuests.get(shareId) === guestId) this.inputGuests.set(shareId, null);
  }

  guestsOf(shareId: number): LiveGuest[] {
    return [...(this.guests.get(shareId)?.values() ?? [])];
  }

  guest(shareId: number, guestId: string): LiveGuest | undefined {
    return this.guests.get(shareId)?.get(guestId);
  }

  inputGuest(shareId: number): string | null {
    return this.inputGuests.get(shareId) ?? null;
  }

  setInputGuest(shareId: number, guestId: string | null): void {
    this.inputGuests.set(shareId, guestId);
  }

  /** Disconnects every guest of a share (revoked, expired). */
  endShare(shareId: number, frame: TerminalServerFrame, code: number): void {
    for (const guest of this.guestsOf(shareId)) {
      if (guest.socket.readyState === WS_OPEN) guest.socket.send(JSON.stringify(frame));
      closeHard(guest.socket, code, 'share ended');
    }
    this.inputGuests.set(shareId, null);
  }
}

const states = new WeakMap<Deps, ShareState>();

/** The share state of one server (tests run several in one process). */
export function shareStateOf(deps: Deps): ShareState {
  let state = states.get(deps);
  if (!state) {
    state = new ShareState();
    states.set(deps, state);
  }
  return state;
}
