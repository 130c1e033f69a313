import type { SessionStart } from '../../src/server/modules/terminal/sessionRows';

/** A terminal session's opening facts for insertAttempt: user `u<id>` on `asset <id>` as root, from 127.0.0.1. */
export function sessionStart(userId: number, assetId: number, protocol: string): SessionStart {
  return {
    userId,
    userName: `u${userId}`,
    nickName: `u${userId}`,
    assetId,
    assetName: `asset ${assetId}`,
    address: '192.0.2.1',
    port: 22,
    protocol,
    accountId: 1,
    accountName: 'root',
    proxyName: null,
    encoding: 'UTF-8',
    clientIp: '127.0.0.1',
    userAgent: 'test',
    nodeId: 'node-test',
    cols: 80,
    rows: 24,
  };
}
