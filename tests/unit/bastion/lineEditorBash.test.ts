import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LineEditor, type PendingLine } from '../../../src/server/bastion/intercept/lineEditor';
import { withTempDir } from './castFixtures';

/**
 * The line editor between a user and a real bash (readline) on a pseudo-terminal, as the gateway will sit
 * between the browser and an SSH channel: keys go through feedInput, bash's output through feedOutput.
 */
class BashOnPty {
  readonly editor = new LineEditor({ cols: 80 });
  private output = '';
  private readonly child: ChildProcessWithoutNullStreams;

  constructor(readonly dir: string) {
    this.child = spawn('script', ['-qfec', 'stty cols 80 rows 24; exec bash --norc --noprofile -i', '/dev/null'], {
      cwd: dir,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: dir,
        HISTFILE: join(dir, '.bash_history'),
        INPUTRC: join(dir, '.inputrc'),
        PS1: 'gh$ ',
        TERM: 'xterm-256color',
        LANG: 'C.UTF-8',
      },
    });
    this.child.stdout.on('data', (data: Buffer) => {
      this.output += data.toString('utf8');
      this.editor.feedOutput(data);
    });
  }

  /** Types keys through the editor; returns the held line when the keys submitted one. */
  type(keys: string): PendingLine | undefined {
    const result = this.editor.feedInput(keys);
    this.child.stdin.write(result.forward);
    return result.pending;
  }

  write(bytes: Buffer | undefined): void {
    if (bytes) this.child.stdin.write(bytes);
  }

  get transcript(): string {
    return this.output;
  }

  release(pending: PendingLine | undefined): void {
    if (!pending) throw new Error('expected a held line');
    const result = pending.release();
    this.child.stdin.write(result.forward);
  }

  async waitForOutput(text: string): Promise<void> {
    await vi.waitFor(() => expect(this.output).toContain(text), { timeout: 10_000, interval: 20 });
  }

  /** Waits until bash printed a new prompt after `count` prompts. */
  async waitForPrompts(count: number): Promise<void> {
    await vi.waitFor(() => expect(this.output.split('gh$ ').length - 1).toBeGreaterThanOrEqual(count), {
      timeout: 10_000,
      interval: 20,
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.stdin.end('exit\r');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
}

let bash: BashOnPty | undefined;
afterEach(async () => {
  await bash?.stop();
  bash = undefined;
});

async function withBash(use: (session: BashOnPty) => Promise<void>): Promise<void> {
  await withTempDir(async (dir) => {
    await writeFile(join(dir, 'gatehouse-report-2026.txt'), 'quarterly numbers\n');
    await writeFile(join(dir, '.bash_history'), 'touch ran-from-history\n');
    await writeFile(join(dir, '.inputrc'), '');
    bash = new BashOnPty(dir);
    await bash.waitForPrompts(1);
    await use(bash);
  });
}

describe('line editor against bash on a pseudo-terminal', () => {
  it('reads the line bash completed with Tab', async () => {
    await withBash(async (session) => {
      session.type('cat gatehouse-r\t');
      await session.waitForOutput('gatehouse-report-2026.txt');
      const pending = session.type('\r');
      expect(pending?.reasons).toContain('completion');
      expect(pending?.typed).toBe('cat gatehouse-r');
      expect(pending?.line).toBe('cat gatehouse-report-2026.txt');
      session.release(pending);
      await session.waitForOutput('quarterly numbers');
    });
  }, 30_000);

  it('reads a line recalled with Up', async () => {
    await withBash(async (session) => {
      session.type('\x1b[A');
      await session.waitForOutput('touch ran-from-history');
      const recalled = session.type('\r');
      expect(recalled).toMatchObject({ line: 'touch ran-from-history', certain: false, typed: '' });
      // Discarded: bash never gets the Enter and clears its line instead.
      session.write(recalled?.discard().forward);
      session.release(session.type('echo done\r'));
      await session.waitForOutput('done\r\n');
      expect(existsSync(join(session.dir, 'ran-from-history'))).toBe(false);
    });
  }, 30_000);

  it('reads a line found with Ctrl-R', async () => {
    await withBash(async (session) => {
      session.type('\x12ran-from');
      // bash draws the search in steps and highlights the match: wait for the last step.
      await session.waitForOutput('\x1b[7mran-from\x1b[27m');
      const found = session.type('\r');
      expect(found).toMatchObject({ line: 'touch ran-from-history', certain: false });
      session.write(found?.discard().forward);
      session.release(session.type('echo done\r'));
      await session.waitForOutput('done\r\n');
      expect(existsSync(join(session.dir, 'ran-from-history'))).toBe(false);
    });
  }, 30_000);

  it('agrees with bash on a line edited with keys it models, Chinese included', async () => {
    await withBash(async (session) => {
      session.type('echo 中文 xyz\x17ok\x01\x06\x06\x06\x06\x06 ');
      await session.waitForOutput('ok');
      const pending = session.type('\r');
      await vi.waitFor(() => expect(pending?.echoed).toBe('echo  中文 ok'), { timeout: 10_000, interval: 20 });
      expect(pending).toMatchObject({ line: 'echo  中文 ok', certain: true, candidates: ['echo  中文 ok'] });
      session.release(pending);
      await session.waitForOutput('中文 ok\r\n');
    });
  }, 30_000);

  it('flags an answer typed at a prompt that reads a password without echo', async () => {
    await withBash(async (session) => {
      session.release(
        session.type('read -rs -p "Password: " secret; echo; echo "got $(printf %s "$secret" | wc -c)"\r'),
      );
      await session.waitForOutput('Password: ');
      const answer = session.type('hunter2\r');
      expect(answer).toMatchObject({ sensitive: true, typed: 'hunter2', echoed: '' });
      session.release(answer);
      await session.waitForOutput('got 7');
      expect(session.transcript).not.toContain('hunter2');
    });
  }, 30_000);
});
