import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../http/registrar';

/** Answers smaller than this go out as they are: below about one packet, compression saves nothing. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (brotli or gzip, as the client accepts) when they are at least
 * COMPRESS_THRESHOLD_BYTES. Must be registered before the routes: it attaches itself to each route as
 * the route is added. What it leaves alone, and why:
 *  - the console's files (everything outside /prod-api): the build made their .br and .gz once, at
 *    maximum quality (build/precompress.ts), and static.ts sends those;
 *  - WebSocket routes (notify, terminal, watch, share, transfers): an upgraded socket has no HTTP body;
 *  - by @fastify/compress itself: answers already carrying a content-encoding, partial content (206),
 *    text/event-stream (a stream must reach the client as it is written) and types that are not text
 *    (images, archives, the .cast download's application/x-asciicast, which keeps its content-length).
 * Request bodies are never decompressed: our clients do not compress them, and a compressed body would
 * slip past the body limit, which counts the bytes received.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Runs before @fastify/compress's own onRoute hook (hooks run in the order they were added).
  app.addHook('onRoute', (route) => {
    const isApi = route.url === API_PREFIX || route.url.startsWith(`${API_PREFIX}/`);
    if (!isApi || route.websocket === true) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
