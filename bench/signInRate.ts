import { randomBytes, scrypt } from 'node:crypto';
import { signIn } from './consoleSetup';

/**
 * Sign-ins per second with `concurrency` clients for `durationMs`, against the password hash alone
 * (scrypt with Gatehouse's cost, same concurrency) as the baseline: the ratio shows what the rest of the
 * sign-in path (captcha, lockout checks, token, log row) costs on top of the hash.
 */
export async function measureSignInRate(
  baseUrl: string,
  dataDir: string,
  concurrency: number,
  durationMs: number,
): Promise<{ signInsPerSecond: number; hashesPerSecond: number }> {
  let counter = 0;
  const deadline = performance.now() + durationMs;
  const started = performance.now();
  let completed = 0;
  const client = async () => {
    while (performance.now() < deadline) {
      counter += 1;
      // Each simulated client has its own address, as the per-address rate limit expects of real clients.
      await signIn(baseUrl, dataDir, `10.77.${Math.floor(counter / 250) % 250}.${counter % 250}`);
      completed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const signInsPerSecond = completed / ((performance.now() - started) / 1000);

  const hash = () =>
    new Promise<void>((resolve, reject) =>
      scrypt('Bench@gate2026', randomBytes(16), 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 128 * 1024 * 1024 }, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  let hashes = 0;
  const hashStarted = performance.now();
  const hashDeadline = hashStarted + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < hashDeadline) {
        await hash();
        hashes += 1;
      }
    }),
  );
  return { signInsPerSecond, hashesPerSecond: hashes / ((performance.now() - hashStarted) / 1000) };
}
