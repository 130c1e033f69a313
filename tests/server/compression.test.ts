import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressTree } from '../../build/precompress';
import { COMPRESS_THRESHOLD_BYTES } from '../../src/server/plugins/compression';
import { SessionState } from '../../src/shared/api/terminal';
import { NOTIFY_PATH } from '../../src/shared/protocol/notify';
import { signInAdmin } from './fixtures';
import { startServer, type TestServer } from './harness';
import { seedSession } from './sessionAuditFixtures';
import { listen, openSocket } from './sockets';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const BROWSER = 'gzip, deflate, br, zstd';
const HASHED = '/assets/index-Ab12Cd34.js';

/** Plenty of repetition, as minified JavaScript has: compresses well, like the real chunks. */
const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = () => ${i} * 2;`).join('\n');

function decode(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

// Compression depends on no SQL: SQLite alone (PostgreSQL only where SQL differs).
describe('compression: precompressed console files and compressed API answers', () => {
  let server: TestServer;
  let distDir: string;

  beforeAll(async () => {
    server = await startServer('sqlite', {});
    // A built console as `vite build` leaves it, with the build's own precompression step.
    distDir = join(server.dataDir, 'dist');
    await mkdir(join(distDir, 'assets'), { recursive: true });
    await writeFile(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(distDir, 'login.html'), '<!doctype html><div id="root"><main>sign-in</main></div>');
    await writeFile(join(distDir, HASHED), script);
    await writeFile(join(distDir, 'sw.js'), script);
    await compressTree(distDir);
    await server.app.close();
    server = await startServer('sqlite', { distDir });
  });

  afterAll(async () => {
    await server?.stop();
  });

  const get = (url: string, acceptEncoding?: string) =>
    server.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed asset as brotli when asked, gzip when only gzip is accepted, as it is otherwise', async () => {
    const cases = [
      { accept: BROWSER, encoding: 'br' },
      { accept: 'gzip', encoding: 'gzip' },
      { accept: undefined, encoding: undefined },
      { accept: 'identity', encoding: undefined },
    ];
    for (const { accept, encoding } of cases) {
      const response = await get(HASHED, accept);
      expect(response.statusCode, `accept-encoding: ${accept}`).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(encoding, response.rawPayload).toString()).toBe(script);
      if (encoding) expect(response.rawPayload.length).toBeLessThan(script.length / 4);
    }
  });

  it('keeps sw.js and the pages revalidated, compressed or not', async () => {
    const worker = await get('/sw.js', BROWSER);
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('no-cache');
    for (const url of ['/', '/login', '/login?redirect=%2Fuser%2Fprofile', '/assets-my']) {
      const page = await server.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': BROWSER },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      const html = decode(page.headers['content-encoding'] as string | undefined, page.rawPayload).toString();
      expect(html).toContain('root');
      // /login is its own page (login.html); every other route gets the console's index.html.
      expect(html.includes('sign-in'), url).toBe(url.startsWith('/login'));
    }
  });

  it('compresses a large API answer and leaves a small one alone', async () => {
    // The captcha carries its SVG image: about 12 KB of JSON.
    const large = await get('/prod-api/ucenter/captcha', BROWSER);
    expect(large.headers['content-encoding']).toBe('br');
    const json = JSON.parse(decode('br', large.rawPayload).toString()) as { code: number; data: { img: string } };
    expect(json.code).toBe(200);
    expect(json.data.img.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(large.rawPayload.length).toBeLessThan(JSON.stringify(json).length);

    const gzipOnly = await get('/prod-api/ucenter/captcha', 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipOnly.rawPayload).toString())).toMatchObject({ code: 200 });

    const small = await get('/prod-api/ucenter/login/getLoginWay', BROWSER);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 200 });
  });

  it('sends a .cast download as it is on disk, with its length', async () => {
    const token = await signInAdmin(server);
    const session = await seedSession(server, {
      userName: 'alice_ops',
      assetName: 'web-01',
      address: '10.0.0.21',
      accountName: 'root',
      state: SessionState.finished,
      startedAt: '2026-11-20T08:00:00.000Z',
      commands: Array.from({ length: 40 }, (_, i) => ({ at: i + 1, line: `echo ${i}`, output: `${i}`.repeat(60) })),
    });
    const response = await server.app.inject({
      method: 'GET',
      url: `/prod-api/audit/sessions/${session.id}/cast`,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER },
    });
    expect(response.statusCode).toBe(200);
    expect(session.castBytes).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(session.castBytes);
    const onDisk = await readFile(join(server.dataDir, 'recordings', `${session.id}.cast`));
    expect(response.rawPayload.equals(onDisk)).toBe(true);
  });

  it('still upgrades a WebSocket whose handshake accepts compressed answers', async () => {
    const token = await signInAdmin(server);
    const base = await listen(server);
    const socket = await openSocket(`${base}${NOTIFY_PATH}?Authorization=${encodeURIComponent(token)}`, {
      headers: { 'accept-encoding': BROWSER },
    });
    await socket.waitForJson({ type: 'unread_count' });
    await socket.close();
  });
});
