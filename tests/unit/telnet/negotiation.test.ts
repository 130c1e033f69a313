import { describe, expect, it } from 'vitest';
import { OptionNegotiator } from '../../../src/server/bastion/telnet/negotiation';
import { DO, DONT, IAC, Option, WILL, WONT } from '../../../src/server/bastion/telnet/protocol';

const LINEMODE = 34;
const NEW_ENVIRON = 39;

function negotiator() {
  const sent: number[][] = [];
  const enabled: number[] = [];
  const n = new OptionNegotiator((bytes) => sent.push([...bytes]), {
    onOursEnabled: (option) => enabled.push(option),
  });
  return { n, sent, enabled };
}

describe('Telnet option negotiation', () => {
  it('agrees to terminal type and window size, and says when they are on', () => {
    const { n, sent, enabled } = negotiator();
    n.handle(DO, Option.terminalType);
    n.handle(DO, Option.windowSize);
    expect(sent).toEqual([
      [IAC, WILL, Option.terminalType],
      [IAC, WILL, Option.windowSize],
    ]);
    expect(enabled).toEqual([Option.terminalType, Option.windowSize]);
    expect(n.isOurs(Option.windowSize)).toBe(true);
  });

  it('lets the host echo and suppress go-ahead', () => {
    const { n, sent } = negotiator();
    n.handle(WILL, Option.echo);
    n.handle(WILL, Option.suppressGoAhead);
    expect(sent).toEqual([
      [IAC, DO, Option.echo],
      [IAC, DO, Option.suppressGoAhead],
    ]);
    expect(n.isTheirs(Option.echo)).toBe(true);
  });

  it('refuses everything else, among them LINEMODE and NEW-ENVIRON', () => {
    const { n, sent } = negotiator();
    n.handle(DO, LINEMODE);
    n.handle(DO, NEW_ENVIRON);
    n.handle(WILL, 37);
    n.handle(DO, Option.echo);
    expect(sent).toEqual([
      [IAC, WONT, LINEMODE],
      [IAC, WONT, NEW_ENVIRON],
      [IAC, DONT, 37],
      [IAC, WONT, Option.echo],
    ]);
  });

  it('does not answer a request that changes nothing, so two peers cannot loop', () => {
    const { n, sent } = negotiator();
    n.handle(WILL, Option.echo);
    n.handle(WILL, Option.echo);
    n.handle(WONT, 99);
    n.handle(DONT, Option.windowSize);
    expect(sent).toEqual([[IAC, DO, Option.echo]]);
  });

  it('turns an option off when the host asks, once', () => {
    const { n, sent } = negotiator();
    n.handle(WILL, Option.echo);
    n.handle(WONT, Option.echo);
    n.handle(WONT, Option.echo);
    expect(sent).toEqual([
      [IAC, DO, Option.echo],
      [IAC, DONT, Option.echo],
    ]);
    expect(n.isTheirs(Option.echo)).toBe(false);
  });

  it('offers binary mode itself, and neither a yes nor a no to the offer is answered again', () => {
    const agreed = negotiator();
    agreed.n.offer(Option.binary);
    agreed.n.handle(DO, Option.binary);
    expect(agreed.sent).toEqual([[IAC, WILL, Option.binary]]);
    expect(agreed.n.isOurs(Option.binary)).toBe(true);
    const refused = negotiator();
    refused.n.offer(Option.binary);
    refused.n.handle(DONT, Option.binary);
    expect(refused.sent).toEqual([[IAC, WILL, Option.binary]]);
    expect(refused.n.isOurs(Option.binary)).toBe(false);
  });

  it('offers only options it performs, and only once', () => {
    const { n, sent } = negotiator();
    n.offer(LINEMODE);
    n.offer(Option.binary);
    n.offer(Option.binary);
    expect(sent).toEqual([[IAC, WILL, Option.binary]]);
  });
});
