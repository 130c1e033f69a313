import Papa from 'papaparse';
import {
  type FileDownload,
  IMPORT_COLUMNS,
  type ImportColumnKey,
  type ImportFormat,
} from '../../../shared/api/assetImport';
import type { Lang } from '../../../shared/messages';

export type AssetFileRow = Record<ImportColumnKey, string>;

const MIME = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Column titles in the caller's language; the import reads either language or the keys. */
export function headerOf(lang: Lang): string[] {
  return IMPORT_COLUMNS.map((column) => (lang === 'zh' ? column.zh : column.en));
}

/**
 * A CSV (UTF-8 with a byte order mark, so Excel shows Chinese right) or an XLSX file: header row, then
 * one row per asset, in the import's column order. XLSX adds a sheet naming each column's key and format.
 */
export async function buildAssetFile(
  format: ImportFormat,
  lang: Lang,
  rows: readonly AssetFileRow[],
  baseName: string,
): Promise<FileDownload> {
  const header = headerOf(lang);
  const cells = rows.map((row) => IMPORT_COLUMNS.map((column) => row[column.key]));
  const content = format === 'csv' ? csvBytes(header, cells) : await xlsxBytes(header, cells, lang);
  return {
    fileName: `${baseName}.${format}`,
    mimeType: MIME[format],
    contentBase64: content.toString('base64'),
    rowCount: rows.length,
  };
}

function csvBytes(header: string[], cells: string[][]): Buffer {
  // Cells starting with = + - @ would be formulas in a spreadsheet; a leading quote keeps them text.
  const safe = cells.map((row) => row.map((cell) => (/^[=+\-@]/.test(cell) ? `'${cell}` : cell)));
  return Buffer.from(`\uFEFF${Papa.unparse([header, ...safe], { newline: '\r\n' })}\r\n`, 'utf8');
}

async function xlsxBytes(header: string[], cells: string[][], lang: Lang): Promise<Buffer> {
  // exceljs costs ~200 ms to load: loaded with the first spreadsheet, not at server start.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet(lang === 'zh' ? '资产' : 'Assets');
  sheet.addRow(header).font = { bold: true };
  for (const row of cells) sheet.addRow(row);
  sheet.columns.forEach((column) => {
    column.width = 22;
    column.numFmt = '@';
  });
  const help = workbook.addWorksheet(lang === 'zh' ? '列说明' : 'Columns');
  help.addRow(lang === 'zh' ? ['列名', '列键', '必填', '示例'] : ['Column', 'Key', 'Required', 'Example']).font = {
    bold: true,
  };
  for (const column of IMPORT_COLUMNS) {
    help.addRow([
      lang === 'zh' ? column.zh : column.en,
      column.key,
      column.required ? (lang === 'zh' ? '是' : 'yes') : lang === 'zh' ? '否' : 'no',
      HELP_EXAMPLES[column.key],
    ]);
  }
  help.columns.forEach((column) => {
    column.width = 28;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const HELP_EXAMPLES: Record<ImportColumnKey, string> = {
  assetName: 'web-01',
  platform: 'Linux / Windows / 网络设备 / MySQL / PostgreSQL / Web',
  address: '10.0.0.21, db.example.com, https://portal.example.com',
  protocols: 'SSH:22;RDP:3389',
  encoding: 'UTF-8 / GB2312',
  department: '华东总部/运维一部',
  tags: 'prod;web',
  description: '',
};
