import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * SCRAM-SHA-256 (RFC 5802, RFC 7677) as PostgreSQL's client side speaks it, without channel binding: the first
 * message with a client nonce, the proof from the server's salt and iterations, and the server's signature checked.
 */
export class ScramClient {
  private readonly nonce = randomBytes(18).toString('base64');
  private firstBare = '';
  private serverSignature: Buffer | null = null;

  constructor(private readonly password: string) {}

  /** SASLInitialResponse's data. PostgreSQL takes the user from the startup message: the name here is empty. */
  first(): string {
    this.firstBare = `n=*,r=${this.nonce}`;
    return `n,,${this.firstBare}`;
  }

  /** The client-final-message for the server-first-message. */
  final(serverFirst: string): string {
    const attributes = parseAttributes(serverFirst);
    const nonce = attributes.get('r') ?? '';
    const salt = Buffer.from(attributes.get('s') ?? '', 'base64');
    const iterations = Number(attributes.get('i'));
    if (!nonce.startsWith(this.nonce) || nonce.length === this.nonce.length)
      throw new Error('SCRAM: the server nonce does not extend the client nonce');
    if (salt.length === 0 || !Number.isSafeInteger(iterations) || iterations < 1)
      throw new Error('SCRAM: malformed server-first-message');
    const salted = pbkdf2Sync(this.password.normalize('NFKC'), salt, iterations, 32, 'sha256');
    const clientKey = hmac(salted, 'Client Key');
    const storedKey = createHash('sha256').update(clientKey).digest();
    const withoutProof = `c=biws,r=${nonce}`;
    const authMessage = `${this.firstBare},${serverFirst},${withoutProof}`;
    const clientSignature = hmac(storedKey, authMessage);
    const proof = Buffer.alloc(clientKey.length);
    for (let i = 0; i < proof.length; i += 1) proof[i] = (clientKey[i] as number) ^ (clientSignature[i] as number);
    this.serverSignature = hmac(hmac(salted, 'Server Key'), authMessage);
    return `${withoutProof},p=${proof.toString('base64')}`;
  }

  /** Checks the server-final-message's signature: the server knew the password too. */
  verify(serverFinal: string): void {
    const attributes = parseAttributes(serverFinal);
    const error = attributes.get('e');
    if (error) throw new Error(`SCRAM: the server said ${error}`);
    const signature = Buffer.from(attributes.get('v') ?? '', 'base64');
    if (!this.serverSignature || signature.length !== this.serverSignature.length)
      throw new Error('SCRAM: missing server signature');
    if (!timingSafeEqual(signature, this.serverSignature)) throw new Error('SCRAM: wrong server signature');
  }
}

function hmac(key: Buffer, text: string): Buffer {
  return createHmac('sha256', key).update(text).digest();
}

function parseAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const part of text.split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) attributes.set(part.slice(0, eq), part.slice(eq + 1));
  }
  return attributes;
}

/** md5 authentication: 'md5' + md5(md5(password + user) + salt). */
export function md5Password(user: string, password: string, salt: Buffer): string {
  const inner = createHash('md5')
    .update(password + user)
    .digest('hex');
  return `md5${createHash('md5')
    .update(Buffer.concat([Buffer.from(inner), salt]))
    .digest('hex')}`;
}
