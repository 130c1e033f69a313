/**
 * Test harness for the hub's file transfers, bundled by esbuild at test time (tests/e2e/hub.spec.ts)
 * and injected into a signed-in console page. The console offers no transfer screen yet, and the built
 * app's modules are not reachable from page.evaluate, so the harness builds a hub client from the same
 * src/workers/client.ts and points it at the console's own SharedWorker: a SharedWorker is identified
 * by its script URL and name, so `new SharedWorker(<the built hub.worker URL>, { name: 'hub' })` joins
 * the very hub the console tabs use (already signed in with the tab's token). The bytes go through the
 * built worker's transfer code and the real upload_file / download_file sockets.
 */
import * as Comlink from 'comlink';
import type { HubApi } from '../../../src/shared/protocol/hub';
import { createHubClient } from '../../../src/workers/client';
import type { AsyncHub } from '../../../src/workers/relay';

async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function randomBlob(bytes: number): Blob {
  const data = new Uint8Array(bytes);
  // getRandomValues fills at most 65536 bytes per call.
  for (let offset = 0; offset < bytes; offset += 65_536) {
    crypto.getRandomValues(data.subarray(offset, Math.min(bytes, offset + 65_536)));
  }
  return new Blob([data]);
}

export interface RoundTrip {
  sentSha256: string;
  receivedSha256: string;
  receivedBytes: number;
  lastUploadPercent: number;
}

async function roundTrip(workerUrl: string, recordId: number, bytes: number): Promise<RoundTrip> {
  const worker = new SharedWorker(workerUrl, { type: 'module', name: 'hub' });
  const client = createHubClient({
    backend: { hub: Comlink.wrap<HubApi>(worker.port) as unknown as AsyncHub, close: () => worker.port.close() },
    callTimeoutMs: 30_000,
  });
  try {
    await client.ready;
    const file = randomBlob(bytes);
    const sentSha256 = await sha256Hex(file);
    let lastUploadPercent = 0;
    const upload = client.upload(String(recordId), file, 'hub-e2e.bin');
    client.onTransfer((progress) => {
      if (progress.opId === upload.opId) lastUploadPercent = progress.percent;
    });
    await upload.done;
    const received = await client.download(String(recordId)).done;
    return { sentSha256, receivedSha256: await sha256Hex(received), receivedBytes: received.size, lastUploadPercent };
  } finally {
    client.dispose();
  }
}

/** Joins the console's hub and answers its notify-socket state: proof that the hub worker runs and answers. */
async function connection(workerUrl: string): Promise<string> {
  const worker = new SharedWorker(workerUrl, { type: 'module', name: 'hub' });
  const client = createHubClient({
    backend: { hub: Comlink.wrap<HubApi>(worker.port) as unknown as AsyncHub, close: () => worker.port.close() },
    callTimeoutMs: 10_000,
  });
  try {
    await client.ready;
    return client.state.get()?.connection ?? 'no state';
  } finally {
    client.dispose();
  }
}

(window as unknown as { hubHarness: { roundTrip: typeof roundTrip; connection: typeof connection } }).hubHarness = {
  roundTrip,
  connection,
};
