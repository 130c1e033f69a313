import { describe, expect, it } from 'vitest';
import {
  codeHash,
  newCode,
  ShareState,
  WRONG_CODE_LOCK_MS,
  WRONG_CODES_PER_ADDRESS,
  WRONG_CODES_PER_LINK,
} from '../../../src/server/modules/terminal-share/shareState';

describe('share state', () => {
  it('locks an address after repeated wrong codes, and forgets after the window', () => {
    const state = new ShareState();
    for (let i = 0; i < WRONG_CODES_PER_ADDRESS; i += 1) state.wrongCode('link', '10.0.0.1', 1000);
    expect(state.locked('link', '10.0.0.1', 1000)).toBe(true);
    expect(state.locked('link', '10.0.0.2', 1000)).toBe(false);
    expect(state.locked('link', '10.0.0.1', 1000 + WRONG_CODE_LOCK_MS + 1)).toBe(false);
  });

  it('after many wrong codes on a link shuts out the guessing addresses only, never the real guest', () => {
    const state = new ShareState();
    for (let i = 0; i < WRONG_CODES_PER_LINK; i += 1) state.wrongCode('other', `10.1.0.${i}`, 1000);
    expect(state.locked('other', '10.1.0.0', 1000)).toBe(true);
    expect(state.locked('other', '10.9.9.9', 1000)).toBe(false);
  });

  it('honours a ticket once and only within its minute', () => {
    const state = new ShareState();
    const { ticket } = state.issueTicket(1, 2, 0);
    expect(state.takeTicket(ticket, 10)).toMatchObject({ shareId: 1, sessionId: 2 });
    expect(state.takeTicket(ticket, 10)).toBeUndefined();
    const late = state.issueTicket(1, 2, 0).ticket;
    expect(state.takeTicket(late, 61_000)).toBeUndefined();
  });

  it('makes six-digit codes whose hash depends on the link', () => {
    expect(newCode()).toMatch(/^\d{6}$/);
    expect(codeHash('a', '123456')).not.toBe(codeHash('b', '123456'));
  });
});
