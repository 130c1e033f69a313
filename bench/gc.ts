import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full garbage collection before a memory reading. tsx does not pass --expose-gc on, so without `global.gc`
 * the flag is set at run time and the gc function taken from a fresh context. Returns false if neither works
 * (the reading is then noisier).
 */
export function collectGarbage(): boolean {
  const exposed = (globalThis as { gc?: () => void }).gc ?? lateGc();
  if (!exposed) return false;
  exposed();
  exposed();
  return true;
}

let late: (() => void) | undefined;

function lateGc(): (() => void) | undefined {
  if (late) return late;
  try {
    setFlagsFromString('--expose-gc');
    late = runInNewContext('gc') as () => void;
  } catch {
    late = undefined;
  }
  return late;
}

/** The server's own memory in bytes: V8 heap in use plus memory held outside it (Buffers, sockets). */
export function heapAndExternal(): number {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
