import { describe, expect, it } from 'vitest';
import { RfbChannel } from '../../../src/app/components/remote-desktop/rfbChannel';

/**
 * Attaches as noVNC's socket layer does (core/websock.js attach): it first checks that the channel has every property
 * of a WebSocket it uses, among its own keys and its prototype's, then sets the handlers. What it received, in order.
 */
function attachLikeNoVnc(channel: RfbChannel) {
  const names = [...Object.keys(channel), ...Object.getOwnPropertyNames(Object.getPrototypeOf(channel))];
  for (const property of ['binaryType', 'onerror', 'onmessage', 'onopen', 'protocol', 'readyState', 'send', 'close'])
    if (!names.includes(property)) throw new Error(`Raw channel missing property: ${property}`);
  const received: number[] = [];
  channel.onmessage = (event) => received.push(...new Uint8Array(event.data));
  return received;
}

describe('the RFB channel of a remote desktop', () => {
  it('keeps what the server sent before noVNC was loaded and hands it over, in order, once noVNC attaches', async () => {
    const channel = new RfbChannel();
    // A watch socket's first RFB bytes (the server's protocol version) can come before noVNC's module is loaded.
    channel.receive(new TextEncoder().encode('RFB 003.008\n'));
    channel.receive(new Uint8Array([1, 2]));
    const received = attachLikeNoVnc(channel);
    expect(received).toEqual([]);
    channel.receive(new Uint8Array([3]));
    await Promise.resolve();
    expect(Buffer.from(received).toString('latin1')).toBe('RFB 003.008\n\u0001\u0002\u0003');
  });

  it('passes bytes straight on once noVNC is attached, and nothing after the channel ended', () => {
    const channel = new RfbChannel();
    const received = attachLikeNoVnc(channel);
    channel.receive(new Uint8Array([7, 8]));
    expect(received).toEqual([7, 8]);
    channel.end();
    channel.receive(new Uint8Array([9]));
    expect(received).toEqual([7, 8]);
  });
});
