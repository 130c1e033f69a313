import { appendFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { AsciicastWriter } from '../../../src/server/bastion/recording/asciicastWriter';
import { summariseCast } from '../../../src/server/bastion/recording/castSummary';
import { LiveRecordings } from '../../../src/server/bastion/recording/liveRecordings';
import { ManualClock, withTempDir } from './castFixtures';

describe('recording index from the file', () => {
  it('gives start, end, duration, size and the commands marked in a recording', async () => {
    await withTempDir(async (dir) => {
      const clock = new ManualClock(Date.UTC(2026, 10, 23, 9, 30, 0));
      const writer = await AsciicastWriter.open({ directory: dir, fileName: 'idx.cast', width: 80, height: 24, clock });
      clock.advance(1500);
      writer.input('uptime\r');
      writer.marker('uptime');
      clock.advance(2500);
      writer.input('df -h\r');
      writer.marker('df -h');
      clock.advance(500);
      writer.marker('[blocked] rm -rf /', 4.2);
      clock.advance(500);
      writer.output('Filesystem\r\n');
      const closed = await writer.close();
      const summary = await summariseCast(closed.path);
      expect(summary).toEqual({
        startedAt: new Date('2026-11-23T09:30:00.000Z'),
        endedAt: new Date('2026-11-23T09:30:05.000Z'),
        durationSeconds: 5,
        sizeBytes: closed.sizeBytes,
        truncated: false,
        commands: [
          { time: 1.5, line: 'uptime', verdict: 'run' },
          { time: 4, line: 'df -h', verdict: 'run' },
          // Placed where it was typed, never before an event already written, the verdict read back.
          { time: 4.2, line: 'rm -rf /', verdict: 'blocked' },
        ],
      });
    });
  });

  it('closes the index of a recording the server left unfinished', async () => {
    await withTempDir(async (dir) => {
      const writer = await AsciicastWriter.open({ directory: dir, fileName: 'cut.cast', width: 80, height: 24 });
      writer.marker('reboot');
      const closed = await writer.close();
      await appendFile(closed.path, '[9.5, "o", "half a li');
      const summary = await summariseCast(closed.path);
      expect(summary.truncated).toBe(true);
      expect(summary.commands.map((c) => c.line)).toEqual(['reboot']);
    });
  });
});

describe('live recordings of a node', () => {
  it('closes every live recording at shutdown and forgets those that ended on their own', async () => {
    await withTempDir(async (dir) => {
      const live = new LiveRecordings();
      const open = (name: string) =>
        AsciicastWriter.open({ directory: dir, fileName: name, width: 80, height: 24 }).then((w) => live.track(w));
      const [a, b, c] = await Promise.all([open('a.cast'), open('b.cast'), open('c.cast')]);
      expect(live.size).toBe(3);
      await b?.close();
      expect(live.size).toBe(2);
      a?.output('still here');
      const summaries = await live.closeAll();
      expect(summaries.map((s) => s.path.split('/').at(-1)).sort()).toEqual(['a.cast', 'c.cast']);
      expect(a?.closed && c?.closed).toBe(true);
      expect(live.size).toBe(0);
      expect(await a?.ended).toBe(summaries.find((s) => s.path.endsWith('a.cast')));
    });
  });
});
