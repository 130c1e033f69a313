import type { SFTPWrapper, Stats } from 'ssh2';

/** Promise forms of the few SFTP calls the session transfers use. */
export class SftpFiles {
  constructor(private readonly sftp: SFTPWrapper) {}

  realpath(path: string): Promise<string> {
    return new Promise((resolve, reject) =>
      this.sftp.realpath(path, (error, absolute) => (error ? reject(error) : resolve(absolute))),
    );
  }

  stat(path: string): Promise<Stats> {
    return new Promise((resolve, reject) =>
      this.sftp.stat(path, (error, stats) => (error ? reject(error) : resolve(stats))),
    );
  }

  open(path: string, flags: 'r' | 'w'): Promise<Buffer> {
    return new Promise((resolve, reject) =>
      this.sftp.open(path, flags, (error, handle) => (error ? reject(error) : resolve(handle))),
    );
  }

  close(handle: Buffer): Promise<void> {
    return new Promise((resolve, reject) => this.sftp.close(handle, (error) => (error ? reject(error) : resolve())));
  }

  write(handle: Buffer, data: Buffer, position: number): Promise<void> {
    return new Promise((resolve, reject) =>
      this.sftp.write(handle, data, 0, data.length, position, (error) => (error ? reject(error) : resolve())),
    );
  }

  /** Reads up to `length` bytes at `position`; 0 bytes at the end of the file. */
  read(handle: Buffer, length: number, position: number): Promise<Buffer> {
    const buffer = Buffer.alloc(length);
    return new Promise((resolve, reject) =>
      this.sftp.read(handle, buffer, 0, length, position, (error, bytesRead) => {
        // OpenSSH answers a read at the end of the file with an EOF status, which ssh2 reports as an error.
        if (error && (error as { code?: number }).code === 1) resolve(buffer.subarray(0, 0));
        else if (error) reject(error);
        else resolve(buffer.subarray(0, bytesRead));
      }),
    );
  }

  unlink(path: string): Promise<void> {
    return new Promise((resolve) => this.sftp.unlink(path, () => resolve()));
  }
}

/** The text of an SFTP or SSH failure for the user (ssh2's messages name the SFTP status). */
export function remoteReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
