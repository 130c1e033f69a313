import { RECORD_SERVER } from '../../../../shared/protocol/graphical';
import type { RfbReplayRecord, RfbReplayRecording } from './rfbReplayPlayer';

const VERSION_BYTES = 12;
/** The handshake is small (about 100 bytes); this much of the stream's start is looked at for it. */
const HANDSHAKE_SCAN_BYTES = 64 * 1024;

const startsWithVersion = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x52 && bytes[1] === 0x46 && bytes[2] === 0x42 && bytes[3] === 0x20;

/**
 * The bytes of an RFB 3.8 server handshake with security None at the start of `bytes` (ProtocolVersion, the security
 * types, SecurityResult, ServerInit), or null when they are not all there.
 */
export function serverHandshake(bytes: Uint8Array): Uint8Array | null {
  if (!startsWithVersion(bytes)) return null;
  let at = VERSION_BYTES;
  const types = bytes[at];
  if (types === undefined || types === 0) return null;
  at += 1 + types + 4;
  if (bytes.length < at + 24) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  at += 24 + view.getUint32(at + 20);
  return bytes.length >= at ? bytes.slice(0, at) : null;
}

/**
 * Collects a recording's records for the player. Each attach of the browser is a new RFB connection (new zlib
 * streams, so one noVNC cannot read on across it); the bastion records the handshake of the first one only. A later
 * one shows in the browser's records: noVNC sends SetPixelFormat once per connection, right after ServerInit. The
 * next server record is marked `restart`, and the first handshake is kept to start its new noVNC with.
 */
export class ReplayRecordsBuilder {
  private readonly records: RfbReplayRecord[] = [];
  private durationMs = 0;
  private clientConnections = 0;
  private restartPending = false;
  private start: Uint8Array[] = [];
  private startBytes = 0;
  private handshake: Uint8Array | null = null;

  add(time: number, direction: number, data: Uint8Array): void {
    this.durationMs = time;
    if (direction !== RECORD_SERVER) {
      if (data.length >= 20 && data[0] === 0) {
        this.clientConnections += 1;
        if (this.clientConnections > 1) this.restartPending = true;
      }
      return;
    }
    if (this.handshake === null && this.startBytes < HANDSHAKE_SCAN_BYTES) this.lookForHandshake(data);
    const restart = this.restartPending;
    this.restartPending = false;
    this.records.push(restart ? { time, data, restart } : { time, data });
  }

  build(): RfbReplayRecording {
    // A later connection whose own handshake was recorded needs no borrowed one.
    const records = this.records.map((record) =>
      record.restart && startsWithVersion(record.data) ? { ...record, ownHandshake: true } : record,
    );
    return { records, durationMs: this.durationMs, handshake: this.handshake };
  }

  private lookForHandshake(data: Uint8Array): void {
    this.start.push(data);
    this.startBytes += data.length;
    const joined = new Uint8Array(this.startBytes);
    let at = 0;
    for (const part of this.start) {
      joined.set(part, at);
      at += part.length;
    }
    this.handshake = serverHandshake(joined);
    if (this.handshake) this.start = [];
  }
}
