import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CastParseError, parseCast } from '../../../src/app/features/session-audit/player/castParser';
import { AsciicastWriter } from '../../../src/server/bastion/recording/asciicastWriter';

const header = '{"version":2,"width":100,"height":30,"timestamp":1795420800}';

describe('cast parser', () => {
  it('reads what the gateway’s writer writes: size, events of every kind, duration', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'gatehouse-cast-'));
    try {
      let ms = 0;
      const clock = { wallMs: () => 1_795_420_800_000 + ms, monotonicMs: () => ms };
      const writer = await AsciicastWriter.open({ directory, fileName: 'one.cast', width: 120, height: 40, clock });
      writer.output('$ ');
      ms = 1500;
      writer.input('ls\r');
      writer.marker('ls');
      writer.output('ls\r\n中文 file.txt\r\n$ ');
      ms = 2750;
      writer.resize(100, 30);
      await writer.close();
      const cast = parseCast(await readFile(join(directory, 'one.cast'), 'utf8'));
      expect(cast).toMatchObject({ width: 120, height: 40, timestamp: 1_795_420_800, truncated: false });
      expect(cast.events).toEqual([
        { time: 0, type: 'o', data: '$ ' },
        { time: 1.5, type: 'i', data: 'ls\r' },
        { time: 1.5, type: 'm', data: 'ls' },
        { time: 1.5, type: 'o', data: 'ls\r\n中文 file.txt\r\n$ ' },
        { time: 2.75, type: 'r', data: '100x30' },
      ]);
      expect(cast.duration).toBe(2.75);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('drops an unfinished last line of a recording still being written and says so', () => {
    const cast = parseCast(`${header}\n[0.5,"o","hello"]\n[1.0,"o","wor`);
    expect(cast.events).toEqual([{ time: 0.5, type: 'o', data: 'hello' }]);
    expect(cast.truncated).toBe(true);
    expect(parseCast(`${header}\n[0.5,"o","hello"]`).events).toHaveLength(1);
  });

  it('refuses what is not asciicast v2, naming the line', () => {
    expect(() => parseCast('{"version":1,"width":80,"height":24}\n')).toThrow(CastParseError);
    expect(() => parseCast('not json\n')).toThrow('Recording line 1');
    expect(() => parseCast(`${header}\n[0.1,"o","a"]\n[0.2,"x","b"]\n`)).toThrow(
      'Recording line 3: unknown event type x',
    );
    expect(() => parseCast(`${header}\n[-1,"o","a"]\n`)).toThrow('Recording line 2');
  });

  it('plays a foreign file whose times go back in file order', () => {
    const cast = parseCast(`${header}\n[2,"o","a"]\n[1,"o","b"]\n`);
    expect(cast.events.map((event) => event.time)).toEqual([2, 2]);
  });
});
