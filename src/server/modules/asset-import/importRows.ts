import type { z } from 'zod';
import { PROTOCOLS } from '../../../shared/api/assetFields';
import { IMPORT_COLUMNS, type ImportColumnKey, type ImportRowError } from '../../../shared/api/assetImport';
import { AssetBodySchema } from '../../../shared/api/assets';
import { formatMessage, type Lang, type MessageKey } from '../../../shared/messages';
import { parseMsgRef } from '../../../shared/rules/validation';
import { isMessageKey } from '../../http/i18n';
import { type AssetScope, canManageDept, type PlatformRow, protocolsOf } from '../assets';
import type { SheetText } from './fileReader';
import { type ColumnIndex, cellOf, normaliseDeptPath, splitList } from './importColumns';
import type { ImportLookups } from './importLookups';

export type AssetBody = z.output<typeof AssetBodySchema>;

export interface CheckedRow {
  row: number;
  body: AssetBody;
}

/** Body fields of the single-asset API → the file column that carries them. */
const COLUMN_OF_FIELD: Record<string, ImportColumnKey> = {
  assetName: 'assetName',
  assetType: 'platform',
  platformId: 'platform',
  address: 'address',
  protocols: 'protocols',
  encoding: 'encoding',
  deptId: 'department',
  tagIds: 'tags',
  description: 'description',
};

const PROTOCOL_BY_LOWER = new Map<string, string>(PROTOCOLS.map((name) => [name.toLowerCase(), name]));

function columnTitle(key: ImportColumnKey, lang: Lang): string {
  const column = IMPORT_COLUMNS.find((entry) => entry.key === key);
  if (!column) return key;
  return lang === 'zh' ? column.zh : column.en;
}

class RowErrors {
  readonly list: ImportRowError[] = [];
  constructor(
    private readonly lang: Lang,
    private readonly row: number,
  ) {}

  add(field: ImportColumnKey, key: MessageKey, params: Record<string, string | number> = {}): void {
    this.list.push({ row: this.row, field, message: formatMessage(key, this.lang, params) });
  }

  /** A schema message, the first for its column; a {{field}} in it names the file's column ("资产名称不能为空"), not the body field. */
  addRef(field: ImportColumnKey, ref: string): void {
    const { key, params } = parseMsgRef(ref);
    const title = columnTitle(field, this.lang);
    const message = isMessageKey(key)
      ? formatMessage(key, this.lang, 'field' in params ? { ...params, field: title } : params)
      : formatMessage('fieldInvalid', this.lang, { field: title });
    // The first schema problem of a column is the one to fix (an empty name is not also "wrong characters").
    if (!this.list.some((entry) => entry.field === field)) this.list.push({ row: this.row, field, message });
  }
}

/**
 * "SSH:22;RDP:3389" → protocol/port pairs. A protocol without a port takes the asset type's default
 * port; "ssh" is SSH. Returns null when the text is not protocol:port pairs at all.
 */
function parseProtocols(text: string, platform: PlatformRow | undefined): { protocol: string; port: number }[] | null {
  const defaults = new Map(platform ? protocolsOf(platform).map((entry) => [entry.protocol, entry.port]) : []);
  const result: { protocol: string; port: number }[] = [];
  for (const part of splitList(text)) {
    const match = /^([^:：]+)(?:[:：]\s*(\S+))?$/.exec(part);
    if (!match?.[1]) return null;
    const name = match[1].trim();
    const protocol = PROTOCOL_BY_LOWER.get(name.toLowerCase()) ?? (name.toLowerCase() === 'telnet' ? 'TELNET' : name);
    const portText = match[2];
    const port = portText === undefined ? defaults.get(protocol as (typeof PROTOCOLS)[number]) : Number(portText);
    if (port === undefined) return null;
    result.push({ protocol, port: portText !== undefined && !/^\d+$/.test(portText) ? Number.NaN : port });
  }
  return result;
}

/**
 * One row checked like POST /privilege/assets/add: the same zod schema, then the same database rules
 * (asset type and its protocols, department in the caller's management scope, tags). Every problem of
 * the row is reported, not only the first. Name uniqueness is checked for the whole file afterwards.
 */
function checkRow(
  cells: readonly string[],
  index: ColumnIndex,
  row: number,
  lookups: ImportLookups,
  scope: AssetScope,
  lang: Lang,
): { body: AssetBody | null; errors: ImportRowError[] } {
  const errors = new RowErrors(lang, row);
  const cell = (key: ImportColumnKey) => cellOf(cells, index, key);

  const platformName = cell('platform');
  const platform = lookups.platforms.get(platformName.toLowerCase());
  if (!platformName) errors.add('platform', 'fieldRequired', { field: columnTitle('platform', lang) });
  else if (!platform) errors.add('platform', 'importPlatformUnknown', { name: platformName });

  const protocols = parseProtocols(cell('protocols'), platform);
  if (protocols === null) errors.add('protocols', 'importProtocolsFormat');

  const deptPath = normaliseDeptPath(cell('department'));
  const deptId = deptPath ? lookups.deptByPath.get(deptPath) : null;
  if (deptId === undefined) errors.add('department', 'importDeptUnknown', { path: cell('department') });

  const tagIds: number[] = [];
  for (const name of splitList(cell('tags'))) {
    const tagId = lookups.tags.get(name);
    if (tagId === undefined) errors.add('tags', 'importTagUnknown', { name });
    else tagIds.push(tagId);
  }

  const encoding = cell('encoding');
  const parsed = AssetBodySchema.safeParse({
    assetName: cell('assetName'),
    assetType: platform?.asset_type ?? 0,
    address: cell('address'),
    platformId: platform?.id ?? 1,
    deptId: deptId ?? null,
    encoding: encoding === '' ? undefined : encoding,
    protocols: protocols ?? [],
    tagIds,
    description: cell('description'),
    proxyId: null,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = COLUMN_OF_FIELD[String(issue.path[0])] ?? 'assetName';
      // A protocols cell already refused for its format needs no second message.
      if (field === 'protocols' && protocols === null) continue;
      errors.addRef(field, issue.message);
    }
  }

  if (platform && protocols) {
    const offered = new Set(protocolsOf(platform).map((entry) => entry.protocol));
    const missing = protocols.find(
      (entry) => (PROTOCOLS as readonly string[]).includes(entry.protocol) && !offered.has(entry.protocol as never),
    );
    if (missing) errors.add('protocols', 'protocolNotOffered', { platform: platform.name, protocol: missing.protocol });
  }
  if (deptId !== undefined && !canManageDept(scope, deptId ?? null)) errors.add('department', 'assetDeptOutOfScope');

  const body = errors.list.length === 0 && parsed.success ? parsed.data : null;
  return { body, errors: errors.list };
}

/** Every data row of the sheet checked; names must be new and appear once in the file. */
export function checkRows(
  sheet: SheetText,
  index: ColumnIndex,
  lookups: ImportLookups,
  scope: AssetScope,
  takenNames: ReadonlySet<string>,
  lang: Lang,
): { rows: CheckedRow[]; errors: ImportRowError[] } {
  const rows: CheckedRow[] = [];
  const errors: ImportRowError[] = [];
  const firstRowOfName = new Map<string, number>();
  sheet.rows.slice(1).forEach((cells, position) => {
    const row = sheet.rowNumbers[position + 1] ?? position + 2;
    const checked = checkRow(cells, index, row, lookups, scope, lang);
    const name = cellOf(cells, index, 'assetName');
    const extra: ImportRowError[] = [];
    if (name && takenNames.has(name)) {
      extra.push({ row, field: 'assetName', message: formatMessage('assetNameTaken', lang) });
    } else if (name && firstRowOfName.has(name)) {
      const first = firstRowOfName.get(name) ?? row;
      extra.push({ row, field: 'assetName', message: formatMessage('importNameRepeated', lang, { row: first }) });
    }
    if (name && !firstRowOfName.has(name)) firstRowOfName.set(name, row);
    errors.push(...checked.errors, ...extra);
    if (checked.body && extra.length === 0) rows.push({ row, body: checked.body });
  });
  return { rows, errors };
}

/** Cells of the name column of every data row, to ask the database which are taken. */
export function namesOf(sheet: SheetText, index: ColumnIndex): string[] {
  return [
    ...new Set(
      sheet.rows
        .slice(1)
        .map((cells) => cellOf(cells, index, 'assetName'))
        .filter(Boolean),
    ),
  ];
}
