import { createServer, type Server, type Socket } from 'node:net';
import { ByteReader } from './byteReader';
import { DesktopLoginError } from './desktopLoginError';
import { serveRfbHandshake } from './rfbBrowserHandshake';
import { ClientMessage, RfbClientMessageParser } from './rfbClientMessages';
import { connectRfbUpstream, RfbPasswordRefused, type RfbUpstream } from './rfbUpstream';

export interface VncLoginTarget {
  host: string;
  port: number;
  /** The vault's password: used by this process only, never written to a file, an argument or the environment. */
  password: string;
  timeoutMs: number;
}

/**
 * The VNC asset's end of a graphical session (docs/rdp.md, "VNC assets"). The bastion logs into the VNC server itself
 * (VNC authentication answered here, so a refused password is read from the RFB SecurityResult) and hands the logged-in
 * connection to the session's VNC viewer over a Unix socket in the session's 0700 folder, where it offers security
 * None. Each viewer connection gets its own logged-in connection to the asset; the first takes the one the password was
 * checked with. After the handshake the bytes pass through unread.
 */
export class VncLoginBridge {
  private held: RfbUpstream | undefined;
  private readonly sockets = new Set<Socket>();
  private closed = false;
  private markRelayed: () => void = () => undefined;
  /**
   * Resolves once a viewer logged in to the asset asks for its first screen update: the viewer has its window by then,
   * so it sees a paste set on the session's display (a paste set earlier would never reach the asset).
   */
  readonly relayed = new Promise<void>((resolve) => {
    this.markRelayed = resolve;
  });

  private readonly server: Server = createServer((viewer) => void this.serve(viewer));
  /** The asset's screen size (its ServerInit): the session's display is made this size. */
  readonly width: number;
  readonly height: number;

  private constructor(
    readonly socketPath: string,
    private readonly target: VncLoginTarget,
    first: RfbUpstream,
  ) {
    this.held = first;
    this.width = first.width;
    this.height = first.height;
  }

  /** Logs in once (the password's check), then listens for the viewer on `socketPath`. */
  static async open(socketPath: string, target: VncLoginTarget): Promise<VncLoginBridge> {
    const bridge = new VncLoginBridge(socketPath, target, await login(target));
    try {
      await new Promise<void>((resolve, reject) => {
        bridge.server.once('error', reject);
        bridge.server.listen(socketPath, () => resolve());
      });
    } catch (error) {
      bridge.close();
      throw error;
    }
    return bridge;
  }

  close(): void {
    this.closed = true;
    this.held?.socket.destroy();
    this.held = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.server.close();
  }

  private keep(socket: Socket): void {
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private async serve(viewer: Socket): Promise<void> {
    this.keep(viewer);
    const reader = new ByteReader();
    const onData = (chunk: Buffer) => reader.push(chunk);
    viewer.on('data', onData);
    viewer.once('close', () => reader.fail(new Error('the viewer left during the handshake')));
    let upstream: RfbUpstream | undefined;
    try {
      upstream = this.held ?? (await login(this.target));
      this.held = undefined;
      this.keep(upstream.socket);
      if (this.closed) throw new Error('the session ended');
      await serveRfbHandshake(reader, (bytes) => viewer.write(bytes), upstream, '');
    } catch {
      // The viewer exits on a failed connection, and the session ends with it (DesktopProcesses.onExit).
      upstream?.socket.destroy();
      viewer.destroy();
      return;
    }
    if (!upstream) return;
    const asset = upstream.socket;
    viewer.off('data', onData);
    const early = reader.rest();
    if (early.length > 0) asset.write(early);
    if (upstream.rest.length > 0) viewer.write(upstream.rest);
    viewer.pipe(asset);
    asset.pipe(viewer);
    viewer.once('close', () => asset.destroy());
    asset.once('close', () => viewer.destroy());
    asset.resume();
    this.watchForFirstUpdateRequest(viewer, early);
  }

  /** `early`: what the viewer sent with the end of its handshake, already passed on. */
  private watchForFirstUpdateRequest(viewer: Socket, early: Buffer): void {
    const parser = new RfbClientMessageParser();
    const onData = (chunk: Buffer): boolean => {
      let asked: boolean;
      try {
        asked = parser.push(chunk).some((message) => message.type === ClientMessage.framebufferUpdateRequest);
      } catch {
        asked = true; // a message this parser does not frame: the viewer is well past its start
      }
      if (!asked) return false;
      viewer.off('data', onData);
      this.markRelayed();
      return true;
    };
    if (early.length > 0 && onData(early)) return;
    viewer.on('data', onData);
  }
}

async function login(target: VncLoginTarget): Promise<RfbUpstream> {
  try {
    return await connectRfbUpstream({ host: target.host, port: target.port }, target.password, target.timeoutMs);
  } catch (error) {
    if (error instanceof RfbPasswordRefused) throw new DesktopLoginError('authRejected', null, error.message);
    throw new DesktopLoginError('connectFailed', null, error instanceof Error ? error.message : String(error));
  }
}
