import { createHash } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

/** What an RDP server presents in its TLS handshake. */
export interface RdpCertificate {
  /** SHA-256 of the certificate (DER), lower-case hex bytes joined by ':' — the form xfreerdp's /cert:fingerprint takes. */
  fingerprint: string;
  subject: string;
}

export class RdpCertificateError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'noTls' | 'protocol',
    message: string,
  ) {
    super(message);
  }
}

/** PROTOCOL_SSL | PROTOCOL_HYBRID (MS-RDPBCGR 2.2.1.1.1): TLS, with or without network-level authentication inside. */
const REQUESTED_PROTOCOLS = 0x03;
const TYPE_NEG_RSP = 0x02;
const TYPE_NEG_FAILURE = 0x03;
const X224_CONNECTION_CONFIRM = 0xd0;

/** TPKT + X.224 Connection Request carrying an RDP Negotiation Request (MS-RDPBCGR 2.2.1.1). */
function connectionRequest(): Buffer {
  const negotiation = Buffer.alloc(8);
  negotiation.writeUInt8(0x01, 0);
  negotiation.writeUInt16LE(8, 2);
  negotiation.writeUInt32LE(REQUESTED_PROTOCOLS, 4);
  const x224 = Buffer.from([6 + negotiation.length, 0xe0, 0, 0, 0, 0, 0]);
  const tpkt = Buffer.from([0x03, 0x00, 0x00, 0x00]);
  tpkt.writeUInt16BE(tpkt.length + x224.length + negotiation.length, 2);
  return Buffer.concat([tpkt, x224, negotiation]);
}

/** The Connection Confirm's negotiation answer: the protocol chosen, or why there is none. */
function selectedProtocol(confirm: Buffer): number {
  if (confirm[0] !== 0x03 || confirm[5] !== X224_CONNECTION_CONFIRM)
    throw new RdpCertificateError('protocol', 'not an RDP server (no X.224 connection confirm)');
  const negotiation = confirm.subarray(11);
  if (negotiation.length < 8) return 0;
  if (negotiation[0] === TYPE_NEG_FAILURE)
    throw new RdpCertificateError('noTls', `the server refused TLS (failure code ${negotiation.readUInt32LE(4)})`);
  if (negotiation[0] !== TYPE_NEG_RSP) throw new RdpCertificateError('protocol', 'unexpected negotiation answer');
  return negotiation.readUInt32LE(4);
}

function readConfirm(socket: Socket): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (received.length < 4) return;
      if (received[0] !== 0x03 || received[1] !== 0x00) {
        reject(new RdpCertificateError('protocol', 'not an RDP server (no TPKT answer)'));
        return;
      }
      const length = received.readUInt16BE(2);
      if (received.length < length) return;
      socket.off('data', onData);
      socket.pause();
      if (received.length > length) reject(new RdpCertificateError('protocol', 'data after the connection confirm'));
      else resolve(received);
    };
    socket.on('data', onData);
  });
}

/**
 * The certificate an RDP server presents, read the way a client starts (X.224 connection request asking for TLS,
 * then the TLS handshake) and closed before any login. A server that offers only the legacy RDP security (no TLS)
 * has no certificate to pin: it is refused (`noTls`), as credentials would cross without an authenticated channel.
 */
export async function fetchRdpCertificate(host: string, port: number, timeoutMs: number): Promise<RdpCertificate> {
  const socket = connect({ host, port });
  const timer = setTimeout(
    () => socket.destroy(new RdpCertificateError('unreachable', `no answer within ${timeoutMs} ms`)),
    timeoutMs,
  );
  try {
    const failed = new Promise<never>((_, reject) => {
      socket.once('error', (error) =>
        reject(error instanceof RdpCertificateError ? error : new RdpCertificateError('unreachable', error.message)),
      );
      socket.once('close', () => reject(new RdpCertificateError('protocol', 'the server closed the connection')));
    });
    failed.catch(() => undefined);
    await Promise.race([new Promise((resolve) => socket.once('connect', resolve)), failed]);
    socket.write(connectionRequest());
    const protocol = selectedProtocol(await Promise.race([readConfirm(socket), failed]));
    if ((protocol & REQUESTED_PROTOCOLS) === 0)
      throw new RdpCertificateError('noTls', 'the server offers only the legacy RDP security (no TLS)');
    const secure = tlsConnect({ socket, rejectUnauthorized: false, servername: undefined });
    try {
      await Promise.race([
        new Promise((resolve) => secure.once('secureConnect', resolve)),
        new Promise<never>((_, reject) =>
          secure.once('error', (error) => reject(new RdpCertificateError('protocol', error.message))),
        ),
        failed,
      ]);
      const certificate = secure.getPeerX509Certificate();
      if (!certificate) throw new RdpCertificateError('protocol', 'the server presented no certificate');
      const digest = createHash('sha256').update(certificate.raw).digest('hex');
      return {
        fingerprint: digest.match(/../g)?.join(':') ?? digest,
        subject: certificate.subject.replaceAll('\n', ', '),
      };
    } finally {
      secure.destroy();
    }
  } finally {
    clearTimeout(timer);
    socket.destroy();
  }
}
