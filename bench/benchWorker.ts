import { Worker } from 'node:worker_threads';

/**
 * Runs a TypeScript module of bench/ in a worker thread (tsx's loader registered there first) with `data` as
 * its workerData, and resolves with the first message it posts.
 */
export function runInWorker<T>(moduleUrl: URL, data: unknown): Promise<T> {
  const loader = import.meta.resolve('tsx/esm/api');
  const source = `import(${JSON.stringify(loader)}).then((api) => { api.register(); return import(${JSON.stringify(moduleUrl.href)}); });`;
  const worker = new Worker(source, { eval: true, workerData: data });
  return new Promise<T>((resolve, reject) => {
    worker.once('message', (message: T) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`bench worker exited (${code}) without a result`)));
  });
}
