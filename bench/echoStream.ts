/** One interactive stream: send a key, resolve when output containing it arrives. */
export class EchoStream {
  private buffer = '';
  private waiter: (() => void) | undefined;

  constructor(private readonly write: (data: Buffer) => void) {}

  take(data: Buffer): void {
    this.buffer += data.toString('utf8');
    this.waiter?.();
  }

  async roundTrip(char: string): Promise<number> {
    this.buffer = '';
    const started = performance.now();
    const echoed = this.until((text) => text.includes(char));
    this.write(Buffer.from(char));
    await echoed;
    return performance.now() - started;
  }

  /** Waits for the prompt after login (output quiet for 300 ms). */
  async settle(): Promise<void> {
    for (;;) {
      const before = this.buffer.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (this.buffer.length === before && before > 0) return;
    }
  }

  async clearLine(): Promise<void> {
    this.write(Buffer.from('\x15'));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  private until(match: (text: string) => boolean): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no echo within 5 s')), 5000);
      this.waiter = () => {
        if (!match(this.buffer)) return;
        clearTimeout(timer);
        this.waiter = undefined;
        resolve();
      };
    });
  }
}
