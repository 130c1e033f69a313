import { packets } from '../../../bastion/database/native/mysql/mysqlWire';
import { PacketChannel } from '../../../bastion/database/native/mysql/packetChannel';
import { loginUpstream } from '../../../bastion/database/native/mysql/upstreamLogin';
import type { Deps } from '../../../deps';
import type { NativeAccess } from '../nativeAccess';
import { openUpstreamStream } from './upstreamStream';

const UTF8MB4_GENERAL_CI = 45;
const KILL_TIMEOUT_MS = 10_000;

/**
 * MySQL's own cancel: `KILL QUERY <thread>` from a second connection of the same account (the statement stops,
 * the session stays). Whatever the answer, the second connection goes.
 */
export async function killUpstreamQuery(
  deps: Deps,
  access: NativeAccess,
  threadId: number,
  capabilities: number,
): Promise<boolean> {
  const upstream = await openUpstreamStream(deps, access);
  try {
    await loginUpstream(upstream.stream, {
      user: access.account.account_name,
      password: access.password,
      database: null,
      capabilities,
      charset: UTF8MB4_GENERAL_CI,
    });
    const channel = new PacketChannel(upstream.stream, KILL_TIMEOUT_MS);
    upstream.stream.write(packets(Buffer.from(`\x03KILL QUERY ${threadId}`, 'latin1'), 0));
    const answer = await channel.read();
    channel.detach();
    return answer.payload[0] === 0x00;
  } finally {
    upstream.close();
  }
}
