import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordingClock } from '../../../src/server/bastion/recording/asciicastWriter';

/** A clock the test moves by hand, so event times in the file are exact. */
export class ManualClock implements RecordingClock {
  private elapsedMs = 0;
  constructor(private readonly startWallMs = Date.UTC(2026, 10, 23, 8, 0, 0)) {}
  wallMs(): number {
    return this.startWallMs + this.elapsedMs;
  }
  monotonicMs(): number {
    return 5000 + this.elapsedMs;
  }
  advance(ms: number): void {
    this.elapsedMs += ms;
  }
}

export async function withTempDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'gatehouse-cast-'));
  try {
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
