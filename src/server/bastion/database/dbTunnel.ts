import type { Duplex } from 'node:stream';
import { DbError, type DbTarget, type DbTunnel } from './dbConnection';

export type { DbTunnel, OpenTunnel } from './dbConnection';

/**
 * The tunnel's stream as pg expects its socket: pg calls connect(port, host), setNoDelay and setKeepAlive on it and
 * waits for 'connect'. The channel is open already: connect only announces it.
 */
export function asPgSocket(stream: Duplex): Duplex {
  return Object.assign(stream, {
    connect: () => {
      process.nextTick(() => stream.emit('connect'));
      return stream;
    },
    setNoDelay: () => stream,
    setKeepAlive: () => stream,
  });
}

/** The target's tunnel when it has one (else null); a failure is a connect failure with the proxy's own words. */
export async function openTunnel(target: DbTarget): Promise<DbTunnel | null> {
  if (!target.tunnel) return null;
  try {
    return await target.tunnel();
  } catch (error) {
    if (error instanceof DbError) throw error;
    throw new DbError((error as Error).message, 'connect', null);
  }
}
