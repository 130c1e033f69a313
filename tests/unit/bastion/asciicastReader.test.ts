import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CastFormatError, readCast, streamCast } from '../../../src/server/bastion/recording/asciicastReader';
import { withTempDir } from './castFixtures';

const header = '{"version": 2, "width": 80, "height": 24, "timestamp": 1504467315, "env": {"TERM": "xterm-256color"}}';

async function castFrom(text: string) {
  return withTempDir(async (dir) => {
    const path = join(dir, 'sample.cast');
    await writeFile(path, text);
    return readCast(path);
  });
}

async function errorOf(text: string, allowTruncatedTail?: boolean): Promise<CastFormatError> {
  try {
    const records = [];
    for await (const record of streamCast(Readable.from([text]), { allowTruncatedTail })) records.push(record);
  } catch (error) {
    if (error instanceof CastFormatError) return error;
    throw error;
  }
  throw new Error('expected a CastFormatError');
}

describe('asciicast reader', () => {
  it('reads a cast as asciinema writes it: header, events, duration and size', async () => {
    const text = `${header}\n[0.248848, "o", "\\u001b[1;31mHello \\u001b[32mWorld!\\u001b[0m\\n"]\n[1.001376, "o", "That was ok\\rThis is better."]\n[1.5, "m", "chapter"]\n[2.143733, "r", "90x30"]\n`;
    const cast = await castFrom(text);
    expect(cast.header).toEqual({
      version: 2,
      width: 80,
      height: 24,
      timestamp: 1504467315,
      env: { TERM: 'xterm-256color' },
    });
    expect(cast.events).toEqual([
      { time: 0.248848, type: 'o', data: '\u001b[1;31mHello \u001b[32mWorld!\u001b[0m\n' },
      { time: 1.001376, type: 'o', data: 'That was ok\rThis is better.' },
      { time: 1.5, type: 'm', data: 'chapter' },
      { time: 2.143733, type: 'r', data: '90x30' },
    ]);
    expect(cast.durationSeconds).toBe(2.143733);
    expect(cast.sizeBytes).toBe(Buffer.byteLength(text));
    expect(cast.truncated).toBe(false);
  });

  it('streams lines split anywhere across chunks, even inside a multi-byte character', async () => {
    const text = `${header}\n[0.1, "o", "中文 ok"]\n[0.2, "i", "ls\\r"]\n`;
    const bytes = Buffer.from(text);
    const chunks = [...bytes].map((byte) => Buffer.from([byte]));
    const kinds: string[] = [];
    const data: string[] = [];
    for await (const record of streamCast(Readable.from(chunks))) {
      kinds.push(record.kind);
      if (record.kind === 'event') data.push(record.event.data);
    }
    expect(kinds).toEqual(['header', 'event', 'event']);
    expect(data).toEqual(['中文 ok', 'ls\r']);
  });

  it.each([
    ['bad JSON', `${header}\n[0.1, "o", "a"]\n[0.2, "o", "b"\n[0.3, "o", "c"]\n`, 3, 'not valid JSON'],
    ['not a tuple', `${header}\n[0.1, "o"]\n`, 2, 'an event must be an array [time, type, data]'],
    ['unknown type', `${header}\n[0.1, "x", "a"]\n`, 2, 'unknown event type "x"'],
    ['negative time', `${header}\n[-1, "o", "a"]\n`, 2, 'event time must be a number of seconds'],
    ['time backwards', `${header}\n[0.5, "o", "a"]\n[0.4, "o", "b"]\n`, 3, 'is before the previous event'],
    ['data not a string', `${header}\n[0.1, "o", 5]\n`, 2, 'event data must be a string'],
    ['bad resize', `${header}\n[0.1, "r", "wide"]\n`, 2, 'is not COLSxROWS'],
    ['version 1', '{"version": 1, "width": 80, "height": 24}\n', 1, 'unsupported version 1'],
    ['header not object', '[0.1, "o", "a"]\n', 1, 'the header must be a JSON object'],
    ['zero width', '{"version": 2, "width": 0, "height": 24}\n', 1, 'header "width" must be a positive integer'],
    ['env not strings', '{"version": 2, "width": 8, "height": 2, "env": {"A": 1}}\n', 1, 'header "env"'],
    ['empty file', '', 1, 'the asciicast header is missing'],
    ['truncated header', '{"version": 2, "wid', 1, 'not valid JSON'],
  ])('rejects %s naming the line', async (_name, text, line, message) => {
    const error = await errorOf(text);
    expect(error.line).toBe(line);
    expect(error.message).toContain(`Recording line ${line}: `);
    expect(error.message).toContain(message);
  });

  it('rejects invalid UTF-8 in a complete line', async () => {
    const bytes = Buffer.concat([Buffer.from(`${header}\n[0.1, "o", "`), Buffer.from([0xff]), Buffer.from('"]\n')]);
    await expect(
      withTempDir(async (dir) => {
        await writeFile(join(dir, 'bad.cast'), bytes);
        return readCast(join(dir, 'bad.cast'));
      }),
    ).rejects.toThrow('Recording line 2: not valid UTF-8');
  });

  it('drops an unfinished last line (a crash mid-write) and says so; strict mode refuses it', async () => {
    const text = `${header}\n[0.1, "o", "a"]\n[0.2, "o", "unfini`;
    const cast = await castFrom(text);
    expect(cast.truncated).toBe(true);
    expect(cast.events.map((e) => e.data)).toEqual(['a']);
    expect(cast.sizeBytes).toBe(Buffer.byteLength(text));
    const error = await errorOf(text, false);
    expect(error.line).toBe(3);
  });

  it('accepts a complete last line that only lacks its newline', async () => {
    const cast = await castFrom(`${header}\n[0.1, "o", "a"]`);
    expect(cast.truncated).toBe(false);
    expect(cast.events).toHaveLength(1);
  });

  it('reads what a recorder killed with SIGKILL left behind', async () => {
    await withTempDir(async (dir) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', join(import.meta.dirname, 'crashingRecorder.ts'), dir, 'crash.cast'],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise<void>((resolve, reject) => {
        child.on('error', reject);
        child.on('exit', (code) => reject(new Error(`recorder exited early with ${code}`)));
        child.stdout.on('data', (data: Buffer) => {
          if (data.toString().includes('recording')) resolve();
        });
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      const cast = await readCast(join(dir, 'crash.cast'));
      expect(cast.header).toMatchObject({ version: 2, width: 80, height: 24 });
      expect(cast.events[0]).toMatchObject({ type: 'o', data: 'line 1 中文\r\n' });
      cast.events.forEach((event, index) => {
        expect(event.data).toBe(`line ${index + 1} 中文\r\n`);
      });
    });
  }, 20_000);
});
