import WebSocket from 'ws';
import type { TerminalSession } from '../../../src/shared/api/terminal';
import { terminalSocketUrl } from '../../../src/shared/protocol/terminal';
import { TEST_USERS, type TestSshd } from '../../support/sshd';
import type { AccessFixtures } from './accessFixtures';
import { prepareGrantedAsset } from './grantedAsset';

/**
 * A real terminal session for browser tests that read sessions afterwards (the session audit, the statistics
 * report): an asset on the test sshd with a checked password account granted to an operator, and the operator's
 * side of a session driven over the API and the terminal socket, as the browser's terminal drives it.
 */
export function prepareSshAsset(
  fixtures: AccessFixtures,
  origin: string,
  adminToken: string,
  sshd: TestSshd,
  assetName: string,
  operatorUserName: string,
): Promise<{ assetId: number; accountId: number }> {
  return prepareGrantedAsset(
    fixtures,
    origin,
    adminToken,
    {
      assetName,
      assetType: 0,
      platformName: 'Linux',
      address: sshd.host,
      protocol: 'SSH',
      port: sshd.port,
      accountName: TEST_USERS.password.name,
      password: TEST_USERS.password.password,
      check: true,
    },
    operatorUserName,
  );
}

/** A line the operator types and what the host prints for it. */
export interface TypedLine {
  line: string;
  output: string;
}

/**
 * The operator's side of one session: keys in, output collected, as the browser's terminal would; each line typed,
 * its echo awaited, then Enter (the moment the command is indexed at) and its output. `pauseMs` between lines
 * gives a recording distinct moments to jump between. Answers the session's id once the socket is closed.
 */
export async function recordSession(
  fixtures: AccessFixtures,
  origin: string,
  token: string,
  target: { assetId: number; accountId: number },
  lines: readonly TypedLine[],
  pauseMs = 0,
): Promise<number> {
  const session = await fixtures.api<TerminalSession>(
    '/terminal/sessions',
    { method: 'POST', body: JSON.stringify({ ...target, cols: 100, rows: 30 }) },
    token,
  );
  const socket = new WebSocket(terminalSocketUrl(origin, session.sessionId, token));
  let output = '';
  let received = 0;
  socket.on('close', (code: number, reason: Buffer) => {
    output += `[socket closed ${code} ${reason.toString()}]`;
  });
  let frames = '';
  socket.on('message', (data: Buffer, isBinary: boolean) => {
    if (!isBinary) {
      frames += data.toString('utf8');
      return;
    }
    output += data.toString('utf8');
    received += data.length;
    socket.send(JSON.stringify({ type: 'ack', offset: received }));
  });
  await new Promise((resolve, reject) => {
    socket.on('open', () => resolve(undefined));
    socket.on('error', reject);
  });
  const waitFor = async (text: string) => {
    const deadline = Date.now() + 15_000;
    while (!output.includes(text)) {
      if (Date.now() > deadline)
        throw new Error(`the host never printed ${text}; got ${JSON.stringify(output)}, frames ${frames}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const send = (data: string) => socket.send(JSON.stringify({ type: 'input', data }));
  // Not waiting for the prompt: what the host prints before the gateway's session listens to the shell can be
  // lost (SshHostConnection forwards data from the start); what is typed once the session is open comes back.
  for (const [index, { line, output: result }] of lines.entries()) {
    if (index > 0 && pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    send(line);
    await waitFor(line);
    send('\r');
    await waitFor(result);
  }
  socket.send(JSON.stringify({ type: 'close' }));
  await new Promise((resolve) => socket.on('close', () => resolve(undefined)));
  return session.sessionId;
}
