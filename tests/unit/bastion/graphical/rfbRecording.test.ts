import { spawn } from 'node:child_process';
import { open, readFile, stat, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  type RfbRecordingItem,
  RfbRecordingWriter,
  repairRfbRecording,
  streamRfbRecording,
  streamRfbRecordingFile,
  summariseRfbRecordingFile,
} from '../../../../src/server/bastion/graphical/recording';
import { RECORD_CLIENT, RECORD_HEAD_BYTES, RECORD_SERVER } from '../../../../src/shared/protocol/graphical';
import {
  encodeRecordHead,
  GraphicalRecordingFormatError,
  GraphicalRecordingParser,
} from '../../../../src/shared/protocol/graphicalRecording';
import { ManualClock, withTempDir } from '../castFixtures';

const base = { sessionId: 42, protocol: 'RDP', width: 1280, height: 800 };

async function items(path: string): Promise<RfbRecordingItem[]> {
  const out: RfbRecordingItem[] = [];
  for await (const item of streamRfbRecordingFile(path)) out.push(item);
  return out;
}

const records = (all: RfbRecordingItem[]) =>
  all.flatMap((item) =>
    item.kind === 'record' ? [[item.time, item.direction, Buffer.from(item.data).toString()]] : [],
  );

describe('graphical (RFB) recording', () => {
  it('writes a JSON header line and timed records of both directions that the reader gives back', async () => {
    await withTempDir(async (dir) => {
      const clock = new ManualClock();
      const writer = await RfbRecordingWriter.open({
        ...base,
        directory: join(dir, 'recordings'),
        fileName: '42.rfb',
        clock,
      });
      writer.server(Buffer.from('RFB 003.008\n'));
      clock.advance(15.7);
      writer.client(Buffer.from('RFB 003.008\n'));
      clock.advance(1234);
      const reused = Buffer.from('frame-1');
      writer.server(reused);
      reused.write('XXXXXXX');
      writer.server(new Uint8Array(0));
      const summary = await writer.close();

      const text = await readFile(summary.path);
      const newline = text.indexOf(0x0a);
      expect(JSON.parse(text.subarray(0, newline).toString())).toEqual({
        version: 1,
        sessionId: 42,
        protocol: 'RDP',
        width: 1280,
        height: 800,
        startedAt: '2026-11-23T08:00:00.000Z',
      });
      expect(text[newline + 1 + 4]).toBe(RECORD_SERVER);
      const all = await items(summary.path);
      expect(all[0]).toMatchObject({ kind: 'header', header: { sessionId: 42 } });
      expect(records(all)).toEqual([
        [0, RECORD_SERVER, 'RFB 003.008\n'],
        [15, RECORD_CLIENT, 'RFB 003.008\n'],
        [1249, RECORD_SERVER, 'frame-1'],
      ]);
      expect(all.some((item) => item.kind === 'truncated')).toBe(false);
      expect(summary).toMatchObject({ durationSeconds: 1.249, eventCount: 3, complete: true });
      expect(summary.sizeBytes).toBe((await stat(summary.path)).size);
      expect(summary.endedAt.toISOString()).toBe('2026-11-23T08:00:01.249Z');
      const figures = await summariseRfbRecordingFile(summary.path);
      expect(figures).toMatchObject({ durationMs: 1249, serverRecords: 2, clientRecords: 1, truncated: false });
      expect(figures.wholeBytes).toBe(summary.sizeBytes);
    });
  });

  it('parses the same file whatever the chunking (one byte at a time, as a download arrives)', async () => {
    await withTempDir(async (dir) => {
      const writer = await RfbRecordingWriter.open({ ...base, directory: dir, fileName: 'chunks.rfb' });
      const sent = ['a', 'bb', 'x'.repeat(70_000), 'ccc'];
      for (const text of sent) writer.server(Buffer.from(text));
      const bytes = await readFile((await writer.close()).path);
      const parser = new GraphicalRecordingParser();
      const parsed: string[] = [];
      for (let i = 0; i < bytes.length; i += 1) {
        for (const item of parser.push(bytes.subarray(i, i + 1))) {
          if (item.kind === 'record') parsed.push(Buffer.from(item.data).toString());
        }
      }
      expect(parsed).toEqual(sent);
      expect(parser.pendingBytes).toBe(0);
      expect(parser.wholeBytes).toBe(bytes.length);
    });
  });

  it('splits a chunk longer than a record may hold and keeps every byte', async () => {
    await withTempDir(async (dir) => {
      const writer = await RfbRecordingWriter.open({ ...base, directory: dir, fileName: 'big.rfb' });
      const big = Buffer.alloc(16 * 1024 * 1024 + 5, 7);
      writer.server(big);
      const summary = await writer.close();
      expect(summary.eventCount).toBe(2);
      const all = (await items(summary.path)).filter((item) => item.kind === 'record');
      expect(all.map((item) => (item.kind === 'record' ? item.data.length : 0))).toEqual([16 * 1024 * 1024, 5]);
    });
  });

  it('puts records in the file within a second while the session is still open', async () => {
    await withTempDir(async (dir) => {
      const writer = await RfbRecordingWriter.open({ ...base, directory: dir, fileName: 'live.rfb' });
      writer.server(Buffer.from('still drawing'));
      // No flush() and no close(): only the writer's own timer can put it in the file.
      await vi.waitFor(
        async () => expect(records(await items(writer.path)).map(([, , data]) => data)).toEqual(['still drawing']),
        {
          timeout: 5000,
          interval: 100,
        },
      );
      expect(writer.size).toBe((await stat(writer.path)).size);
      await writer.close();
    });
  });

  it('closes once however many ends call close, and ignores what arrives afterwards', async () => {
    await withTempDir(async (dir) => {
      const writer = await RfbRecordingWriter.open({ ...base, directory: dir, fileName: 'twice.rfb' });
      writer.server(Buffer.from('bye'));
      const first = writer.close();
      expect(writer.close()).toBe(first);
      writer.server(Buffer.from('after the end'));
      writer.client(Buffer.from('late key'));
      const summary = await first;
      expect(await writer.ended).toBe(summary);
      expect(records(await items(summary.path)).map(([, direction, data]) => [direction, data])).toEqual([
        [RECORD_SERVER, 'bye'],
      ]);
    });
  });

  it('refuses a file name that could leave the directory and never overwrites a recording', async () => {
    await withTempDir(async (dir) => {
      await expect(RfbRecordingWriter.open({ ...base, directory: dir, fileName: '../escape.rfb' })).rejects.toThrow(
        'Invalid recording file name',
      );
      await writeFile(join(dir, 'taken.rfb'), 'earlier session\n');
      await expect(RfbRecordingWriter.open({ ...base, directory: dir, fileName: 'taken.rfb' })).rejects.toThrow(
        /EEXIST/,
      );
      expect(await readFile(join(dir, 'taken.rfb'), 'utf8')).toBe('earlier session\n');
    });
  });

  it('reports a failing disk once through the callback, keeps the session going and says the recording is incomplete', async () => {
    const errors: Error[] = [];
    const writer = await RfbRecordingWriter.open({
      ...base,
      directory: '/tmp',
      fileName: 'full.rfb',
      // /dev/full answers every write with ENOSPC, as a full disk does.
      openFile: () => open('/dev/full', 'w'),
      onError: (error) => errors.push(error),
    });
    expect(writer.failed).toBe(true);
    expect(() => {
      writer.server(Buffer.from('more'));
      writer.client(Buffer.from('keys'));
    }).not.toThrow();
    await expect(writer.flush()).resolves.toBeUndefined();
    const summary = await writer.close();
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/ENOSPC/);
    expect(summary).toMatchObject({ complete: false, sizeBytes: 0 });
    expect(summary.error).toMatch(/ENOSPC/);
  });

  it('takes a record cut anywhere as the end, and the repair cuts the file back to the last whole record', async () => {
    await withTempDir(async (dir) => {
      const clock = new ManualClock();
      const writer = await RfbRecordingWriter.open({ ...base, directory: dir, fileName: 'cut.rfb', clock });
      writer.server(Buffer.from('first'));
      clock.advance(500);
      writer.server(Buffer.from('second'));
      const whole = (await writer.close()).sizeBytes;
      const path = join(dir, 'cut.rfb');
      const lastStart = whole - RECORD_HEAD_BYTES - 'second'.length;
      for (const cut of [whole - 1, lastStart + 3, lastStart + RECORD_HEAD_BYTES]) {
        const copy = join(dir, `copy-${cut}.rfb`);
        await writeFile(copy, (await readFile(path)).subarray(0, cut));
        const all = await items(copy);
        expect(records(all)).toEqual([[0, RECORD_SERVER, 'first']]);
        expect(all.at(-1)).toEqual({ kind: 'truncated', end: lastStart });
        const repaired = await repairRfbRecording(copy);
        expect(repaired).toMatchObject({ removedBytes: cut - lastStart, sizeBytes: lastStart, truncated: true });
        expect((await stat(copy)).size).toBe(lastStart);
        expect((await items(copy)).some((item) => item.kind === 'truncated')).toBe(false);
        expect((await repairRfbRecording(copy)).removedBytes).toBe(0);
      }
      const intact = await repairRfbRecording(path);
      expect(intact).toMatchObject({ removedBytes: 0, durationMs: 500, truncated: false });
      expect(intact.endedAt.toISOString()).toBe('2026-11-23T08:00:00.500Z');
    });
  });

  it('throws a format error for damage that is not a cut tail', async () => {
    const header = Buffer.from(
      '{"version":1,"sessionId":1,"protocol":"RDP","width":800,"height":600,"startedAt":"2026-11-23T08:00:00.000Z"}\n',
    );
    const run = async (...chunks: Uint8Array[]) => {
      const out: RfbRecordingItem[] = [];
      for await (const item of streamRfbRecording(
        (async function* () {
          yield* chunks;
        })(),
      ))
        out.push(item);
      return out;
    };
    await expect(run(Buffer.from('not json\n'))).rejects.toThrow(GraphicalRecordingFormatError);
    await expect(run(Buffer.from('{"version":1'))).rejects.toThrow('header is missing');
    await expect(run(Buffer.alloc(0))).rejects.toThrow('header is missing');
    await expect(run(header, encodeRecordHead(5, 3 as 0, 1), Buffer.from('x'))).rejects.toThrow('unknown direction 3');
    await expect(
      run(header, encodeRecordHead(5, 0, 1), Buffer.from('x'), encodeRecordHead(4, 0, 1), Buffer.from('y')),
    ).rejects.toThrow('before the previous');
    await expect(run(header, encodeRecordHead(5, 0, 0xffff_fff0))).rejects.toThrow('too large');
  });

  it('reads what a recorder killed with SIGKILL left behind, and the repair leaves whole records only', async () => {
    await withTempDir(async (dir) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', join(import.meta.dirname, 'crashingRfbRecorder.ts'), dir, 'crash.rfb'],
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
      const path = join(dir, 'crash.rfb');
      const check = async () => {
        const all = await items(path);
        const recs = all.filter((item) => item.kind === 'record');
        expect(recs.length).toBeGreaterThan(2);
        recs.forEach((item, index) => {
          if (item.kind !== 'record') return;
          expect(item.data.length).toBe(3000);
          expect(item.data.every((byte) => byte === (index + 1) % 256)).toBe(true);
        });
        return all;
      };
      await check();
      await repairRfbRecording(path);
      const after = await check();
      expect(after.some((item) => item.kind === 'truncated')).toBe(false);
      expect(after.at(-1)?.end).toBe((await stat(path)).size);
    });
  }, 20_000);

  it('repairs a file cut in the middle of a record by truncate(2), as a crash leaves it', async () => {
    await withTempDir(async (dir) => {
      const writer = await RfbRecordingWriter.open({ ...base, directory: dir, fileName: 't.rfb' });
      writer.server(Buffer.alloc(100, 1));
      writer.client(Buffer.alloc(100, 2));
      const { path, sizeBytes } = await writer.close();
      await truncate(path, sizeBytes - 50);
      expect((await repairRfbRecording(path)).removedBytes).toBe(RECORD_HEAD_BYTES + 50);
      expect(await summariseRfbRecordingFile(path)).toMatchObject({ serverRecords: 1, clientRecords: 0 });
    });
  });
});
