import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `intervalMs` from the moment the server is ready until it closes: a run starts only after the
 * previous one ended, a failed run goes to `onError` and the next comes as usual, and the timer never keeps the
 * process alive.
 */
export function repeatWhileServing(
  app: FastifyInstance,
  intervalMs: number,
  work: () => Promise<unknown>,
  onError: (error: unknown) => void,
): void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      work().catch(onError).finally(next);
    }, intervalMs);
    timer.unref();
  };
  app.addHook('onReady', async () => next());
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
  });
}
