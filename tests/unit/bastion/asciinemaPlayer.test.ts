import { execFile } from 'node:child_process';
import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readCast } from '../../../src/server/bastion/recording/asciicastReader';
import { AsciicastWriter } from '../../../src/server/bastion/recording/asciicastWriter';
import { trimUnfinishedTail } from '../../../src/server/bastion/recording/castRepair';
import { withTempDir } from './castFixtures';

const run = promisify(execFile);

/** `asciinema cat` (Debian package asciinema, installed by scripts/ensure-test-deps.sh) wants a terminal: give it one. */
async function asciinemaCat(path: string): Promise<string> {
  const { stdout } = await run('script', ['-qec', `asciinema cat ${path}`, '/dev/null'], { encoding: 'buffer' });
  return stdout.toString('utf8');
}

async function recordSample(dir: string, fileName: string): Promise<string> {
  const writer = await AsciicastWriter.open({ directory: dir, fileName, width: 80, height: 24, title: 'web-01' });
  const zhong = Buffer.from('中', 'utf8');
  writer.output('$ ');
  writer.input('ls\r');
  writer.marker('ls');
  writer.output(Buffer.concat([Buffer.from('notes-'), zhong.subarray(0, 2)]));
  writer.output(Buffer.concat([zhong.subarray(2), Buffer.from('.txt\r\n')]));
  writer.resize(100, 30);
  writer.output('$ ');
  return (await writer.close()).path;
}

describe('recordings in the asciinema player', () => {
  it('plays a recording with verdict markers and the bastion’s notices in the output', async () => {
    await withTempDir(async (dir) => {
      const writer = await AsciicastWriter.open({ directory: dir, fileName: 'verdicts.cast', width: 80, height: 24 });
      writer.output('$ rm -rf /tmp/x');
      writer.marker('[blocked] rm -rf /tmp/x', 0);
      writer.output('\r\n\x1b[31m[Gatehouse] blocked\x1b[0m\r\n$ ');
      writer.marker('[held] reboot');
      writer.marker('[approved, typed at 0.00 s, released at 0.01 s] reboot');
      const path = (await writer.close()).path;
      const played = await asciinemaCat(path);
      expect(played).toContain('[Gatehouse] blocked');
      expect((await readCast(path)).events.filter((e) => e.type === 'm').map((e) => e.data)).toEqual([
        '[blocked] rm -rf /tmp/x',
        '[held] reboot',
        '[approved, typed at 0.00 s, released at 0.01 s] reboot',
      ]);
    });
  }, 20_000);

  it('plays what the writer wrote: output only, characters whole', async () => {
    await withTempDir(async (dir) => {
      const path = await recordSample(dir, 'play.cast');
      expect(await asciinemaCat(path)).toBe('$ notes-中.txt\r\n$ ');
    });
  }, 20_000);

  it('plays a recording cut by a crash once its unfinished line is trimmed', async () => {
    await withTempDir(async (dir) => {
      const path = await recordSample(dir, 'crash.cast');
      const whole = await readFile(path);
      await appendFile(path, '[9.1, "o", "half of a li');
      await expect(asciinemaCat(path)).rejects.toThrow();
      expect(await trimUnfinishedTail(path)).toBe(Buffer.byteLength('[9.1, "o", "half of a li'));
      expect(await readFile(path)).toEqual(whole);
      expect(await asciinemaCat(path)).toBe('$ notes-中.txt\r\n$ ');
      expect((await readCast(path)).truncated).toBe(false);
    });
  }, 20_000);

  it('leaves a whole recording alone and trims a long unfinished line', async () => {
    await withTempDir(async (dir) => {
      const path = await recordSample(dir, 'long.cast');
      expect(await trimUnfinishedTail(path)).toBe(0);
      const tail = `[9.1, "o", "${'x'.repeat(200_000)}`;
      await appendFile(path, tail);
      expect(await trimUnfinishedTail(path)).toBe(tail.length);
      expect((await readCast(join(dir, 'long.cast'))).truncated).toBe(false);
    });
  }, 20_000);
});
