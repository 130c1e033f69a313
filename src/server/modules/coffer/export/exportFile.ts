import Papa from 'papaparse';
import { AccountAuthKind, AccountType } from '../../../../shared/api/accounts';
import { formatMessage, type Lang, type MessageKey } from '../../../../shared/messages';

/** One account of the safe as the CSV shows it; secret and passphrase are empty when nothing is stored. */
export interface ExportRow {
  assetName: string;
  address: string;
  /** `SSH:22;RDP:3389`, as the asset export writes them. */
  protocols: string;
  accountName: string;
  accountType: number;
  authKind: string;
  secret: string;
  passphrase: string;
}

const COLUMNS: readonly MessageKey[] = [
  'exportColumnAsset',
  'exportColumnAddress',
  'exportColumnProtocols',
  'exportColumnAccount',
  'exportColumnAccountType',
  'exportColumnAuthKind',
  'exportColumnSecret',
  'exportColumnPassphrase',
];

/** A cell that a spreadsheet would run as a formula (= + - @) is kept text by a leading quote. */
const asText = (cell: string) => (/^[=+\-@]/.test(cell) ? `'${cell}` : cell);

/**
 * The CSV in the caller's language: UTF-8 with a byte order mark (Excel shows Chinese names right), CRLF lines,
 * one row per account. Names are kept text like in the asset export; secrets are written exactly as stored (a
 * private key starts with "-----BEGIN", a password may start with "="), since the file exists to carry them.
 */
export function exportCsv(rows: readonly ExportRow[], lang: Lang): Uint8Array {
  const text = (key: MessageKey) => formatMessage(key, lang);
  const header = COLUMNS.map(text);
  const cells = rows.map((row) => [
    asText(row.assetName),
    asText(row.address),
    row.protocols,
    asText(row.accountName),
    text(row.accountType === AccountType.privileged ? 'exportAccountPrivileged' : 'exportAccountOrdinary'),
    text(row.authKind === AccountAuthKind.key ? 'exportAuthKey' : 'exportAuthPassword'),
    row.secret,
    row.passphrase,
  ]);
  return new TextEncoder().encode(`\uFEFF${Papa.unparse([header, ...cells], { newline: '\r\n' })}\r\n`);
}

/**
 * The CSV as an OpenPGP message encrypted with the password only (RFC 9580 symmetric-key encryption, AES-256),
 * by the maintained openpgp library: `gpg --decrypt` and any OpenPGP tool open it. SEIPD version 1 (no AEAD),
 * because GnuPG 2.2 and most tools in use do not read the newer packet yet.
 */
export async function encryptWithPassword(data: Uint8Array, password: string): Promise<Uint8Array> {
  // openpgp weighs about a megabyte: loaded with the first export, not at server start.
  const openpgp = await import('openpgp');
  const message = await openpgp.createMessage({ binary: data });
  return openpgp.encrypt({
    message,
    passwords: [password],
    format: 'binary',
    config: { preferredSymmetricAlgorithm: openpgp.enums.symmetric.aes256, aeadProtect: false },
  });
}

/** Characters that Windows, macOS or a shell would not take in a file name. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being replaced.
const UNSAFE_FILE_CHARS = /[\\/:*?"<>|\u0000-\u001F\u007F]/g;

/** `<safe name>-<yyyymmdd>.csv.gpg`, the date in UTC. */
export function exportFileName(cofferName: string, now: Date): string {
  const stamp = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${cofferName.replace(UNSAFE_FILE_CHARS, '_')}-${stamp}.csv.gpg`;
}
