import { describe, expect, it } from 'vitest';
import { jitteredDelay, RECONNECT_BASE_MS, ReconnectPolicy } from '../../../src/workers/reconnect';

const retryDelay = (policy: ReconnectPolicy): number => {
  const decision = policy.onClose();
  if (decision.action !== 'retry') throw new Error(`expected a retry, got ${decision.action}`);
  return decision.delayMs;
};

describe('ReconnectPolicy', () => {
  it('retries every 10 s without jitter, at most 10 times, then gives up', () => {
    const policy = new ReconnectPolicy({ jitter: 0 });
    const decisions = Array.from({ length: 11 }, () => policy.onClose());
    expect(decisions.slice(0, 10)).toEqual(
      Array.from({ length: 10 }, (_, i) => ({ action: 'retry', delayMs: 10_000, attempt: i + 1 })),
    );
    expect(decisions[10]).toEqual({ action: 'give-up' });
    expect(policy.onClose()).toEqual({ action: 'give-up' });
  });

  it('resets the counter on a message', () => {
    const policy = new ReconnectPolicy({ jitter: 0 });
    for (let i = 0; i < 9; i += 1) policy.onClose();
    policy.onMessage();
    expect(policy.attempts).toBe(0);
    for (let i = 0; i < 10; i += 1) expect(policy.onClose().action).toBe('retry');
    expect(policy.onClose().action).toBe('give-up');
  });

  it('never retries after a deliberate close, until a new start', () => {
    const policy = new ReconnectPolicy();
    policy.onDeliberateClose();
    expect(policy.onClose()).toEqual({ action: 'stop' });
    policy.start();
    expect(policy.onClose().action).toBe('retry');
  });

  it('keeps jittered delays within 10 s ± 20 %', () => {
    expect(jitteredDelay(RECONNECT_BASE_MS, 0.2, () => 0)).toBe(8_000);
    expect(jitteredDelay(RECONNECT_BASE_MS, 0.2, () => 0.5)).toBe(10_000);
    expect(jitteredDelay(RECONNECT_BASE_MS, 0.2, () => 0.999_999_9)).toBe(12_000);
    const policy = new ReconnectPolicy();
    const delays: number[] = [];
    for (let round = 0; round < 50; round += 1) {
      for (let i = 0; i < 10; i += 1) delays.push(retryDelay(policy));
      policy.onMessage();
    }
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(8_000);
    expect(Math.max(...delays)).toBeLessThanOrEqual(12_000);
    // Spread, not a single value: a restart is not met by every client in the same second.
    expect(new Set(delays.map((d) => Math.floor(d / 1000))).size).toBeGreaterThan(2);
  });
});
