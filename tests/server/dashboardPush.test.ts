import { expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import { NOTIFY_PATH } from '../../src/shared/protocol/notify';
import { attemptSignIn, createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase } from './harness';
import { listen, openSocket, type TestSocket } from './sockets';

/**
 * Issue 17 item 4: the dashboard's figures are pushed on the notify socket's "dashboard" topic within about a
 * second of a change, only to sockets that subscribed to it and whose session may read the dashboard.
 */
const notifyUrl = (base: string, token: string) => `${base}${NOTIFY_PATH}?Authorization=${encodeURIComponent(token)}`;

async function liveSocket(base: string, token: string): Promise<TestSocket> {
  const socket = await openSocket(notifyUrl(base, token));
  await socket.waitForJson({ type: 'unread_count' });
  return socket;
}

const pushes = (socket: TestSocket) => socket.json().filter((message) => message.type === 'dashboard').length;
const subscribe = (socket: TestSocket) => socket.ws.send(JSON.stringify({ type: 'subscribe', topic: 'dashboard' }));

describeEachDatabase('dashboard pushes on the notify socket (issue 17)', (server) => {
  it('tells subscribed dashboard readers of a failed sign-in, and nobody else', async () => {
    const base = await listen(server());
    const watcher = await liveSocket(base, await signInAdmin(server()));
    const bystander = await liveSocket(base, await signInAdmin(server()));
    const operator = await createUser(server(), { userName: 'push-dash-operator', permissions: [] });
    const operatorSocket = await liveSocket(base, await signIn(server(), 'push-dash-operator', operator.password));
    const auditor = await createUser(server(), {
      userName: 'push-dash-auditor',
      permissions: [Permission.dashboardQuery],
    });
    const auditorSocket = await liveSocket(base, await signIn(server(), 'push-dash-auditor', auditor.password));
    subscribe(watcher);
    subscribe(auditorSocket);
    // Without system:dashboard:query the subscription is ignored.
    subscribe(operatorSocket);
    // Each new subscriber is pushed once at the watch's first reading after it subscribed (a change between its own
    // reading and its subscription is then read), then on every change.
    await watcher.waitFor(() => pushes(watcher) === 1, 3000);
    await auditorSocket.waitFor(() => pushes(auditorSocket) === 1, 3000);

    expect((await attemptSignIn(server(), 'push-dash-operator', 'wrong-password')).body.code).not.toBe(200);
    await watcher.waitFor(() => pushes(watcher) === 2, 3000);
    await auditorSocket.waitFor(() => pushes(auditorSocket) === 2, 3000);
    expect(pushes(bystander)).toBe(0);
    expect(pushes(operatorSocket)).toBe(0);

    // Unsubscribed: no more pushes to that socket, while the other still gets them.
    watcher.ws.send(JSON.stringify({ type: 'unsubscribe', topic: 'dashboard' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await attemptSignIn(server(), 'push-dash-operator', 'wrong-password');
    await auditorSocket.waitFor(() => pushes(auditorSocket) === 3, 3000);
    expect(pushes(watcher)).toBe(2);
    expect(pushes(bystander)).toBe(0);
    for (const socket of [watcher, bystander, operatorSocket, auditorSocket]) socket.ws.close();
  });
});
