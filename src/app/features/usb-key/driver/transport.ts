import type { OrderCode, ServiceAnswer } from './protocol';
import { UsbKeyError } from './UsbKeyError';

export interface Transport {
  send(order: OrderCode, params?: Record<string, string | number>): Promise<ServiceAnswer>;
}

/**
 * One call to the local key-device service. Errors follow the vendor driver: an HTTP status other
 * than 200 throws "http 失败"; a nonzero rev throws "<action> 失败" with the code (PIN operations add
 * the retry count). An unreachable service (not installed, not running) is its own failure: the
 * console reports "driver not installed" and, during a key sign-in, logs out.
 */
export function httpTransport(baseUrl: string, fetchImpl: typeof fetch = fetch): Transport {
  return {
    async send(order, params = {}) {
      const body = new URLSearchParams({ order });
      for (const [name, value] of Object.entries(params)) body.set(name, String(value));
      let response: Response;
      try {
        response = await fetchImpl(baseUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body,
        });
      } catch (error) {
        throw new UsbKeyError('serviceUnreachable', `${order} 服务访问失败: ${String(error)}`, { action: order });
      }
      if (response.status !== 200) {
        throw new UsbKeyError('http', 'http 失败', { action: order, status: response.status });
      }
      const answer: unknown = await response.json().catch(() => null);
      if (typeof answer !== 'object' || answer === null || typeof (answer as { rev?: unknown }).rev !== 'number') {
        throw new UsbKeyError('http', 'http 失败', { action: order, status: response.status });
      }
      const result = answer as ServiceAnswer;
      if (result.rev !== 0) {
        const retry = typeof result.retryCount === 'number' ? result.retryCount : undefined;
        const suffix = retry === undefined ? '' : `, 剩余重试次数: ${retry}`;
        throw new UsbKeyError('action', `${order} 失败, 错误码: ${result.rev}${suffix}`, {
          action: order,
          code: result.rev,
          ...(retry === undefined ? {} : { retryCount: retry }),
        });
      }
      return result;
    },
  };
}
