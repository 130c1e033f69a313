import type ssh2 from 'ssh2';
import type { MessageKey } from '../../../../shared/messages';
import type { ChangeScriptRow } from '../../../db/taskSchema';

/** What a script's texts may name. */
export interface ScriptValues {
  username: string;
  oldPassword: string;
  newPassword: string;
}

export type ScriptOutcome =
  | { ok: true; transcript: string }
  | { ok: false; failure: { key: MessageKey; params: Record<string, string | number> }; transcript: string };

/** The transcript keeps at most this much of what the host printed. */
const TRANSCRIPT_MAX = 16 * 1024;

/** Fills the placeholders; in the command a value is quoted for the shell, in what is sent it is sent as it is. */
export function renderScriptText(text: string, values: ScriptValues, forShell = false): string {
  return text.replace(/\{\{(username|oldPassword|newPassword)\}\}/g, (_match, name: keyof ScriptValues) =>
    forShell ? `'${values[name].replaceAll("'", "'\\''")}'` : values[name],
  );
}

/** The host's output with both passwords masked, cut to TRANSCRIPT_MAX. */
function masked(output: string, values: ScriptValues): string {
  let text = output;
  for (const secret of [values.oldPassword, values.newPassword]) if (secret) text = text.replaceAll(secret, '******');
  return text.length > TRANSCRIPT_MAX ? `${text.slice(0, TRANSCRIPT_MAX)}…` : text;
}

/**
 * Runs a password-change script on an authenticated connection: a dialogue in a pseudo-terminal (each step waits
 * for its expected text in what the host printed since the previous step, then sends its answer), or the command
 * with its standard input written and its exit status judged. Never throws for what the host does.
 */
export function runChangeScript(
  client: ssh2.Client,
  script: ChangeScriptRow,
  values: ScriptValues,
): Promise<ScriptOutcome> {
  const command = renderScriptText(script.command, values, true);
  const timeoutMs = script.timeout_seconds * 1000;
  return script.input === 'stdin'
    ? runWithStdin(client, command, renderScriptText(script.stdin, values), timeoutMs, values)
    : runDialogue(client, command, JSON.parse(script.steps) as { expect: string; send: string }[], timeoutMs, values);
}

function runWithStdin(
  client: ssh2.Client,
  command: string,
  input: string,
  timeoutMs: number,
  values: ScriptValues,
): Promise<ScriptOutcome> {
  return new Promise((resolve) => {
    let output = '';
    const timer = setTimeout(() => {
      resolve({
        ok: false,
        failure: { key: 'changeScriptTimeout', params: { expect: command } },
        transcript: masked(output, values),
      });
    }, timeoutMs);
    client.exec(command, (error, channel) => {
      if (error) {
        clearTimeout(timer);
        resolve({ ok: false, failure: { key: 'changeScriptLost', params: {} }, transcript: '' });
        return;
      }
      let exitCode: number | null = null;
      const keep = (chunk: Buffer) => {
        if (output.length < TRANSCRIPT_MAX) output += chunk.toString('utf8');
      };
      channel.on('data', keep);
      channel.stderr.on('data', keep);
      channel.on('exit', (code: number | null) => {
        exitCode = typeof code === 'number' ? code : null;
      });
      channel.on('close', () => {
        clearTimeout(timer);
        const transcript = masked(output, values);
        resolve(
          exitCode === 0
            ? { ok: true, transcript }
            : { ok: false, failure: { key: 'changeScriptExit', params: { code: exitCode ?? '-' } }, transcript },
        );
      });
      channel.end(`${input}\n`);
    });
  });
}

function runDialogue(
  client: ssh2.Client,
  command: string,
  steps: { expect: string; send: string }[],
  timeoutMs: number,
  values: ScriptValues,
): Promise<ScriptOutcome> {
  return new Promise((resolve) => {
    let transcript = '';
    let unread = '';
    let index = 0;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    let channel: ssh2.ClientChannel | undefined;
    let exitCode: number | null = null;
    const finish = (outcome: ScriptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      channel?.close();
      resolve(outcome);
    };
    const fail = (key: MessageKey, params: Record<string, string | number>) =>
      finish({ ok: false, failure: { key, params }, transcript: masked(transcript, values) });
    const waitForStep = () => {
      clearTimeout(timer);
      const step = steps[index];
      if (!step) return finish({ ok: true, transcript: masked(transcript, values) });
      timer = setTimeout(() => fail('changeScriptTimeout', { expect: step.expect }), timeoutMs);
      advance();
    };
    const advance = () => {
      const step = steps[index];
      if (!step || settled) return;
      const match = new RegExp(step.expect, 'i').exec(unread);
      if (!match) return;
      unread = unread.slice(match.index + match[0].length);
      if (step.send !== '') channel?.write(`${renderScriptText(step.send, values)}\n`);
      index += 1;
      waitForStep();
    };
    client.exec(command, { pty: { term: 'dumb', cols: 200, rows: 24 } }, (error, opened) => {
      if (error) return fail('changeScriptLost', {});
      channel = opened;
      opened.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        if (transcript.length < TRANSCRIPT_MAX) transcript += text;
        unread += text;
        advance();
      });
      opened.stderr.on('data', (chunk: Buffer) => {
        unread += chunk.toString('utf8');
        advance();
      });
      opened.on('exit', (code: number | null) => {
        exitCode = typeof code === 'number' ? code : null;
      });
      opened.on('close', () => {
        if (index >= steps.length) return finish({ ok: true, transcript: masked(transcript, values) });
        if (exitCode !== null) return fail('changeScriptExit', { code: exitCode });
        return fail('changeScriptLost', {});
      });
      waitForStep();
    });
  });
}
