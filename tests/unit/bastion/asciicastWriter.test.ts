import { open, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readCast } from '../../../src/server/bastion/recording/asciicastReader';
import { AsciicastWriter } from '../../../src/server/bastion/recording/asciicastWriter';
import { ManualClock, withTempDir } from './castFixtures';

const lines = async (path: string) =>
  (await readFile(path, 'utf8'))
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as unknown);

describe('asciicast writer', () => {
  it('writes an asciicast v2 header and [time, type, data] events that asciinema can play', async () => {
    await withTempDir(async (dir) => {
      const clock = new ManualClock();
      const writer = await AsciicastWriter.open({
        directory: join(dir, 'recordings'),
        fileName: 's-1.cast',
        width: 120,
        height: 40,
        title: 'root@web-01',
        env: { TERM: 'xterm-256color' },
        clock,
      });
      clock.advance(250);
      writer.output('$ ');
      clock.advance(500);
      writer.input('ls\r');
      writer.marker('ls');
      clock.advance(1_250_000 / 1000);
      writer.resize(100, 30);
      writer.output('file.txt\r\n');
      const summary = await writer.close();

      const [header, ...events] = await lines(summary.path);
      expect(header).toEqual({
        version: 2,
        width: 120,
        height: 40,
        timestamp: Math.floor(Date.UTC(2026, 10, 23, 8, 0, 0) / 1000),
        title: 'root@web-01',
        env: { TERM: 'xterm-256color' },
      });
      expect(events).toEqual([
        [0.25, 'o', '$ '],
        [0.75, 'i', 'ls\r'],
        [0.75, 'm', 'ls'],
        [2, 'r', '100x30'],
        [2, 'o', 'file.txt\r\n'],
      ]);
      expect(summary).toMatchObject({ durationSeconds: 2, eventCount: 5, complete: true });
      expect(summary.startedAt.toISOString()).toBe('2026-11-23T08:00:00.000Z');
      expect(summary.endedAt.toISOString()).toBe('2026-11-23T08:00:02.000Z');
      expect(summary.sizeBytes).toBe((await stat(summary.path)).size);
    });
  });

  it('is read back identically by the reader', async () => {
    await withTempDir(async (dir) => {
      const clock = new ManualClock();
      const writer = await AsciicastWriter.open({ directory: dir, fileName: 'rt.cast', width: 80, height: 24, clock });
      const written: Array<[number, string, string]> = [];
      const texts = ['héllo ', '中文\r\n', '\u001b[31mred\u001b[0m', 'tab\there "quoted" \\ back', '😀 emoji'];
      for (const [index, text] of texts.entries()) {
        clock.advance(125.25);
        const type = index % 2 === 0 ? 'o' : 'i';
        if (type === 'o') writer.output(Buffer.from(text, 'utf8'));
        else writer.input(Buffer.from(text, 'utf8'));
        written.push([((index + 1) * 125.25) / 1000, type, text]);
      }
      const summary = await writer.close();
      const cast = await readCast(summary.path);
      expect(cast.header).toMatchObject({ version: 2, width: 80, height: 24 });
      expect(cast.events.map((e) => [e.time, e.type, e.data])).toEqual(written);
      expect(cast.sizeBytes).toBe(summary.sizeBytes);
      expect(cast.durationSeconds).toBe(summary.durationSeconds);
      expect(cast.truncated).toBe(false);
    });
  });

  it('joins a character split across chunks instead of writing U+FFFD, separately for input and output', async () => {
    await withTempDir(async (dir) => {
      const writer = await AsciicastWriter.open({ directory: dir, fileName: 'utf8.cast', width: 80, height: 24 });
      const zhong = Buffer.from('中', 'utf8');
      const smile = Buffer.from('😀', 'utf8');
      writer.output(zhong.subarray(0, 1));
      writer.input(smile.subarray(0, 2));
      writer.output(zhong.subarray(1, 2));
      writer.input(smile.subarray(2));
      writer.output(Buffer.concat([zhong.subarray(2), Buffer.from('文')]));
      const summary = await writer.close();
      const text = await readFile(summary.path, 'utf8');
      expect(text).not.toContain('\ufffd');
      const cast = await readCast(summary.path);
      expect(
        cast.events
          .filter((e) => e.type === 'o')
          .map((e) => e.data)
          .join(''),
      ).toBe('中文');
      expect(
        cast.events
          .filter((e) => e.type === 'i')
          .map((e) => e.data)
          .join(''),
      ).toBe('😀');
    });
  });

  it('keeps bytes that never became a character as U+FFFD at close rather than losing them silently', async () => {
    await withTempDir(async (dir) => {
      const writer = await AsciicastWriter.open({ directory: dir, fileName: 'tail.cast', width: 80, height: 24 });
      writer.output(Buffer.from([0x61, 0xe4, 0xb8]));
      const cast = await readCast((await writer.close()).path);
      expect(cast.events.map((e) => e.data).join('')).toBe('a\ufffd');
    });
  });

  it('puts events in the file within a second while the session is still open (a crash loses at most that)', async () => {
    await withTempDir(async (dir) => {
      const writer = await AsciicastWriter.open({ directory: dir, fileName: 'live.cast', width: 80, height: 24 });
      writer.output('still running\r\n');
      writer.marker('uptime');
      // No flush() and no close(): only the writer's own timer can put these in the file.
      await vi.waitFor(
        async () => {
          const cast = await readCast(writer.path);
          expect(cast.events.map((e) => [e.type, e.data])).toEqual([
            ['o', 'still running\r\n'],
            ['m', 'uptime'],
          ]);
        },
        { timeout: 5000, interval: 100 },
      );
      expect(writer.closed).toBe(false);
      expect(writer.size).toBe((await stat(writer.path)).size);
      await writer.close();
    });
  });

  it('can sync every periodic write for power-loss durability', async () => {
    await withTempDir(async (dir) => {
      const writer = await AsciicastWriter.open({
        directory: dir,
        fileName: 'sync.cast',
        width: 80,
        height: 24,
        syncOnFlush: true,
        flushIntervalMs: 50,
      });
      writer.output('synced');
      await vi.waitFor(async () => expect((await readCast(writer.path)).events).toHaveLength(1), {
        timeout: 5000,
        interval: 20,
      });
      expect((await writer.close()).complete).toBe(true);
    });
  });

  it('closes once however many ends call close, and ignores what arrives afterwards', async () => {
    await withTempDir(async (dir) => {
      const writer = await AsciicastWriter.open({ directory: dir, fileName: 'twice.cast', width: 80, height: 24 });
      writer.output('bye\r\n');
      const first = writer.close();
      const second = writer.close();
      expect(second).toBe(first);
      writer.output('after the end');
      writer.resize(10, 10);
      const summary = await first;
      expect(await writer.close()).toBe(summary);
      const cast = await readCast(summary.path);
      expect(cast.events.map((e) => e.data)).toEqual(['bye\r\n']);
    });
  });

  it('leaves out an impossible terminal size instead of throwing into the session', async () => {
    await withTempDir(async (dir) => {
      const writer = await AsciicastWriter.open({ directory: dir, fileName: 'size.cast', width: 80, height: 24 });
      expect(() => writer.resize(0, 24)).not.toThrow();
      writer.resize(132.5, 43);
      writer.resize(132, 43);
      const cast = await readCast((await writer.close()).path);
      expect(cast.events.map((e) => [e.type, e.data])).toEqual([['r', '132x43']]);
    });
  });

  it('refuses a file name that could leave the directory, a bad size, and never overwrites a recording', async () => {
    await withTempDir(async (dir) => {
      const base = { directory: dir, width: 80, height: 24 };
      await expect(AsciicastWriter.open({ ...base, fileName: '../escape.cast' })).rejects.toThrow(
        'Invalid recording file name',
      );
      await expect(AsciicastWriter.open({ ...base, fileName: '.hidden' })).rejects.toThrow(
        'Invalid recording file name',
      );
      await expect(AsciicastWriter.open({ ...base, fileName: 'ok.cast', width: 0 })).rejects.toThrow(
        'Invalid terminal size',
      );
      await writeFile(join(dir, 'taken.cast'), 'earlier session\n');
      await expect(AsciicastWriter.open({ ...base, fileName: 'taken.cast' })).rejects.toThrow(/EEXIST/);
      expect(await readFile(join(dir, 'taken.cast'), 'utf8')).toBe('earlier session\n');
    });
  });

  it('reports a failing disk once, keeps the session going and says the recording is incomplete', async () => {
    const errors: Error[] = [];
    const writer = await AsciicastWriter.open({
      directory: '/tmp',
      fileName: 'full.cast',
      width: 80,
      height: 24,
      // /dev/full answers every write with ENOSPC, as a full disk does.
      openFile: () => open('/dev/full', 'w'),
      onError: (error) => errors.push(error),
    });
    expect(writer.failed).toBe(true);
    expect(() => {
      writer.output('more output');
      writer.input('typing');
      writer.marker('cmd');
    }).not.toThrow();
    await expect(writer.flush()).resolves.toBeUndefined();
    const summary = await writer.close();
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/ENOSPC/);
    expect(summary.complete).toBe(false);
    expect(summary.error).toMatch(/ENOSPC/);
    expect(summary.sizeBytes).toBe(0);
  });
});
