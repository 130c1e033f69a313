import type { ConnectionOptions } from 'node:tls';
import {
  Client,
  type Entry,
  InvalidCredentialsError,
  InvalidDNSyntaxError,
  NoSuchObjectError,
  ResultCodeError,
} from 'ldapts';
import type { LdapConfig } from './config';
import { userFilterFor } from './filter';

/** Why a directory call failed, in the terms the services answer with. */
export type DirectoryFailure = 'unreachable' | 'tls' | 'serviceBind' | 'baseDn' | 'search';

export class DirectoryError extends Error {
  constructor(
    readonly failure: DirectoryFailure,
    readonly reason: string,
  ) {
    super(`${failure}: ${reason}`);
    this.name = 'DirectoryError';
  }
}

/** One directory user with the mapped attributes. */
export interface DirectoryEntry {
  dn: string;
  userName: string;
  nickName: string;
  email: string;
  phone: string;
}

const CONNECT_TIMEOUT_MS = 5_000;
const OPERATION_TIMEOUT_MS = 10_000;

/** Node's TLS and OpenSSL error codes: certificate and handshake problems, told apart from "unreachable". */
const TLS_CODE = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO|HOSTNAME|ERR_TLS/i;

function tlsOptionsOf(config: LdapConfig): ConnectionOptions {
  const host = new URL(config.url).hostname.replace(/^\[|\]$/g, '');
  return { rejectUnauthorized: config.verifyCertificate, servername: /^[\d.:]+$/.test(host) ? undefined : host };
}

const isLdaps = (config: LdapConfig) => config.url.toLowerCase().startsWith('ldaps://');
const needsStartTls = (config: LdapConfig) => config.security === 'startTls' && !isLdaps(config);

function newClient(config: LdapConfig): Client {
  return new Client({
    url: config.url,
    connectTimeout: CONNECT_TIMEOUT_MS,
    timeout: OPERATION_TIMEOUT_MS,
    tlsOptions: isLdaps(config) ? tlsOptionsOf(config) : undefined,
    strictDN: false,
  });
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' && !error.message.includes(code) ? `${code} ${error.message}` : error.message;
  }
  return String(error);
}

/** Network and TLS failures; a result code from the server is classified by the caller. */
function connectionFailure(error: unknown): DirectoryError {
  if (error instanceof DirectoryError) return error;
  const code = String((error as { code?: unknown }).code ?? '');
  const text = describe(error);
  if (TLS_CODE.test(code) || /certificate|handshake|tls|ssl/i.test(text)) return new DirectoryError('tls', text);
  return new DirectoryError('unreachable', text);
}

/**
 * A connection to the configured directory, bound as the service account. Each use opens its own
 * connection and closes it: sign-ins are rare enough, and no idle connection outlives a settings change.
 */
export class DirectorySession {
  private constructor(
    private readonly client: Client,
    private readonly config: LdapConfig,
  ) {}

  static async open(config: LdapConfig): Promise<DirectorySession> {
    const client = newClient(config);
    const session = new DirectorySession(client, config);
    try {
      if (needsStartTls(config)) {
        try {
          await client.startTLS(tlsOptionsOf(config));
        } catch (error) {
          // The server answered but refused StartTLS (a result code), or the handshake failed.
          if (error instanceof ResultCodeError) throw new DirectoryError('tls', describe(error));
          throw connectionFailure(error);
        }
      }
      await session.bindService();
      return session;
    } catch (error) {
      await session.close();
      throw error instanceof DirectoryError ? error : connectionFailure(error);
    }
  }

  private async bindService(): Promise<void> {
    // An empty password would be an unauthenticated bind (RFC 4513 §5.1.2) that many servers accept.
    if (this.config.bindPassword === '') throw new DirectoryError('serviceBind', 'no bind password');
    try {
      await this.client.bind(this.config.bindDn, this.config.bindPassword);
    } catch (error) {
      if (error instanceof InvalidCredentialsError || error instanceof InvalidDNSyntaxError) {
        throw new DirectoryError('serviceBind', describe(error));
      }
      if (error instanceof ResultCodeError) throw new DirectoryError('serviceBind', describe(error));
      throw connectionFailure(error);
    }
  }

  /** The base DN must name an entry the service account can read. */
  async checkBaseDn(): Promise<void> {
    try {
      await this.client.search(this.config.baseDn, { scope: 'base', filter: '(objectClass=*)', attributes: ['1.1'] });
    } catch (error) {
      throw this.searchFailure(error);
    }
  }

  /** Entries of the user filter for this name (escaped); the caller decides what 0 or 2 entries mean. */
  async findUser(userName: string): Promise<DirectoryEntry[]> {
    return this.search(userFilterFor(this.config.userFilter, userName));
  }

  /** Entries of the import filter, at most `limit`; `truncated` when the directory has more. */
  async listUsers(limit: number): Promise<{ entries: DirectoryEntry[]; truncated: boolean }> {
    const entries = await this.search(this.config.importFilter);
    return { entries: entries.slice(0, limit), truncated: entries.length > limit };
  }

  /**
   * A second connection binds as the user with their password; the service session is left as it is.
   * Answers false for a wrong password. Never called with an empty password (see authenticate.ts).
   */
  async verifyUserPassword(dn: string, password: string): Promise<boolean> {
    if (password === '') return false;
    const client = newClient(this.config);
    try {
      if (needsStartTls(this.config)) await client.startTLS(tlsOptionsOf(this.config));
      await client.bind(dn, password);
      return true;
    } catch (error) {
      if (error instanceof InvalidCredentialsError) return false;
      if (error instanceof ResultCodeError) throw new DirectoryError('search', describe(error));
      throw connectionFailure(error);
    } finally {
      await client.unbind().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    await this.client.unbind().catch(() => undefined);
  }

  /** Paged (500 a page), so that a directory's per-request size limit does not cut the list short. */
  private async search(filter: string): Promise<DirectoryEntry[]> {
    const { attributes } = this.config;
    const wanted = [attributes.userName, attributes.nickName, attributes.email, attributes.phone].filter(Boolean);
    let entries: Entry[];
    try {
      const result = await this.client.search(this.config.baseDn, {
        scope: 'sub',
        filter,
        attributes: wanted,
        paged: { pageSize: 500 },
      });
      entries = result.searchEntries;
    } catch (error) {
      throw this.searchFailure(error);
    }
    return entries.map((entry) => ({
      dn: entry.dn,
      userName: attributeValue(entry, attributes.userName),
      nickName: attributeValue(entry, attributes.nickName),
      email: attributeValue(entry, attributes.email),
      phone: attributeValue(entry, attributes.phone),
    }));
  }

  private searchFailure(error: unknown): DirectoryError {
    if (error instanceof DirectoryError) return error;
    if (error instanceof NoSuchObjectError) return new DirectoryError('baseDn', this.config.baseDn);
    if (error instanceof ResultCodeError) return new DirectoryError('search', describe(error));
    return connectionFailure(error);
  }
}

/** The first value of an attribute, looked up without regard to case (servers answer their own spelling). */
function attributeValue(entry: Entry, attribute: string): string {
  if (!attribute) return '';
  const key = Object.keys(entry).find((name) => name.toLowerCase() === attribute.toLowerCase());
  if (!key || key === 'dn') return '';
  const value = entry[key];
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return '';
  return (Buffer.isBuffer(first) ? first.toString('utf8') : first).trim();
}
