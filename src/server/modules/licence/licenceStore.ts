import type { KeyObject } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { ConfigKey } from '../../db/settingKeys';
import { setConfigValue } from '../settings';
import { LicenceDocumentError, type LicencePayload, readLicence } from './licenceDocument';

/** The stored licence: the document as activated, and who activated it when. */
export interface StoredLicence {
  payload: LicencePayload;
  document: string;
  activatedAt: string;
  activatedBy: string;
}

interface StoredRow {
  document: string;
  activatedAt: string;
  activatedBy: string;
}

const configValue = async (db: Db, key: string): Promise<string | null> =>
  (await db.selectFrom('config').select('value').where('key', '=', key).executeTakeFirst())?.value ?? null;

/**
 * The activated licence, re-verified on every read: a row edited in the database, or signed by a key this node no
 * longer trusts, counts as no licence.
 */
export async function storedLicence(db: Db, trusted: readonly KeyObject[]): Promise<StoredLicence | null> {
  const text = await configValue(db, ConfigKey.licence);
  if (!text) return null;
  try {
    const row = JSON.parse(text) as StoredRow;
    return { payload: readLicence(row.document, trusted), ...row };
  } catch (error) {
    if (error instanceof LicenceDocumentError || error instanceof SyntaxError) return null;
    throw error;
  }
}

export async function storeLicence(db: Db, row: StoredRow): Promise<void> {
  await setConfigValue(db, ConfigKey.licence, JSON.stringify(row));
}

/** This installation's id, made once (the first node to ask writes it; the others read the same row). */
export async function installationId(db: Db): Promise<string> {
  const existing = await configValue(db, ConfigKey.installationId);
  if (existing) return existing;
  await db
    .insertInto('config')
    .values({ key: ConfigKey.installationId, value: randomUUID() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const made = await configValue(db, ConfigKey.installationId);
  if (!made) throw new Error('the installation id could not be stored');
  return made;
}
