import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Attribute, Change, Client } from 'ldapts';
import { writeSelfSignedCert } from './selfSignedCert';

const run = promisify(execFile);

export const SUFFIX = 'dc=gatehouse,dc=test';
export const PEOPLE_DN = `ou=people,${SUFFIX}`;
export const SERVICE_DN = `cn=gatehouse-svc,${SUFFIX}`;
export const SERVICE_PASSWORD = 'Svc-Secret-1';
const ROOT_DN = `cn=root,${SUFFIX}`;

export interface DirectoryPerson {
  uid: string;
  cn: string;
  password: string;
  mail?: string;
  mobile?: string;
}

/** {SSHA}: SHA-1 over password and salt, then the salt, base64 — what slappasswd writes. */
export function ssha(password: string): string {
  const salt = randomBytes(8);
  const digest = createHash('sha1').update(password).update(salt).digest();
  return `{SSHA}${Buffer.concat([digest, salt]).toString('base64')}`;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function personLdif(person: DirectoryPerson): string {
  return [
    `dn: uid=${person.uid},${PEOPLE_DN}`,
    'objectClass: inetOrgPerson',
    `uid: ${person.uid}`,
    `cn: ${person.cn}`,
    `sn: ${person.cn.split(' ').pop() ?? person.cn}`,
    `userPassword: ${ssha(person.password)}`,
    ...(person.mail ? [`mail: ${person.mail}`] : []),
    ...(person.mobile ? [`mobile: ${person.mobile}`] : []),
  ].join('\n');
}

/**
 * A real OpenLDAP slapd (Debian's /usr/sbin/slapd, back_mdb) on 127.0.0.1 and a free port, with its own
 * temporary config and database: dc=gatehouse,dc=test with ou=people, a service account and the given
 * people. Anonymous users may only bind; signed-in users read everything but passwords; a DN with an
 * empty password binds as anonymous (unauthenticated bind, RFC 4513 §5.1.2). With `tls`, a
 * self-signed certificate is served for StartTLS.
 */
export class Slapd {
  private process: ChildProcess | undefined;
  private dir = '';
  port = 0;

  constructor(
    private readonly people: readonly DirectoryPerson[],
    private readonly options: { tls?: boolean } = {},
  ) {}

  get url(): string {
    return `ldap://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (!this.dir) await this.prepare();
    this.port = this.port || (await freePort());
    const child = spawn('/usr/sbin/slapd', ['-f', join(this.dir, 'slapd.conf'), '-h', `${this.url}/`, '-d', '0'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    this.process = child;
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`slapd exited (${code}): ${stderr}`))),
    );
    await Promise.race([this.waitForPort(), exited]);
  }

  /** Stops the server; the data stays, so start() brings the same directory back on the same port. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await gone;
  }

  async destroy(): Promise<void> {
    await this.stop();
    if (this.dir) await rm(this.dir, { recursive: true, force: true });
  }

  /** Changes made as the directory's root, the way a directory administrator would. */
  async asRoot<T>(use: (client: Client) => Promise<T>): Promise<T> {
    const client = new Client({ url: this.url });
    try {
      await client.bind(ROOT_DN, this.rootPassword);
      return await use(client);
    } finally {
      await client.unbind();
    }
  }

  async removePerson(uid: string): Promise<void> {
    await this.asRoot((client) => client.del(`uid=${uid},${PEOPLE_DN}`));
  }

  async setAttribute(uid: string, attribute: string, value: string): Promise<void> {
    await this.asRoot((client) =>
      client.modify(
        `uid=${uid},${PEOPLE_DN}`,
        new Change({ operation: 'replace', modification: new Attribute({ type: attribute, values: [value] }) }),
      ),
    );
  }

  private readonly rootPassword = randomBytes(12).toString('hex');

  private async prepare(): Promise<void> {
    this.dir = await mkdtemp(join(tmpdir(), 'gatehouse-slapd-'));
    await mkdir(join(this.dir, 'data'));
    const tlsLines: string[] = [];
    if (this.options.tls) {
      const { cert, key } = await writeSelfSignedCert(this.dir, { commonName: '127.0.0.1' });
      tlsLines.push(`TLSCertificateFile ${cert}`, `TLSCertificateKeyFile ${key}`);
    }
    const conf = [
      'include /etc/ldap/schema/core.schema',
      'include /etc/ldap/schema/cosine.schema',
      'include /etc/ldap/schema/inetorgperson.schema',
      'modulepath /usr/lib/ldap',
      'moduleload back_mdb',
      `pidfile ${join(this.dir, 'slapd.pid')}`,
      ...tlsLines,
      // Accept unauthenticated binds (a DN with an empty password) as some directories do: the trap that
      // Gatehouse must never fall into is then really there to fall into.
      'allow bind_anon_dn',
      'database mdb',
      'maxsize 16777216',
      `suffix "${SUFFIX}"`,
      `rootdn "${ROOT_DN}"`,
      `rootpw ${this.rootPassword}`,
      `directory ${join(this.dir, 'data')}`,
      'access to attrs=userPassword by self write by anonymous auth by * none',
      'access to * by users read by * none',
      '',
    ].join('\n');
    await writeFile(join(this.dir, 'slapd.conf'), conf);
    const ldif = [
      [`dn: ${SUFFIX}`, 'objectClass: dcObject', 'objectClass: organization', 'dc: gatehouse', 'o: Gatehouse'].join(
        '\n',
      ),
      [`dn: ${PEOPLE_DN}`, 'objectClass: organizationalUnit', 'ou: people'].join('\n'),
      [
        `dn: ${SERVICE_DN}`,
        'objectClass: organizationalRole',
        'objectClass: simpleSecurityObject',
        'cn: gatehouse-svc',
        `userPassword: ${ssha(SERVICE_PASSWORD)}`,
      ].join('\n'),
      ...this.people.map(personLdif),
    ].join('\n\n');
    await writeFile(join(this.dir, 'data.ldif'), `${ldif}\n`);
    await run('/usr/sbin/slapadd', ['-f', join(this.dir, 'slapd.conf'), '-l', join(this.dir, 'data.ldif')]);
  }

  private async waitForPort(): Promise<void> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const isOpen = await new Promise<boolean>((resolve) => {
        const socket = connect(this.port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
      if (isOpen) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`slapd did not listen on ${this.url}`);
  }
}
