import ExcelJS from 'exceljs';
import type { FileDownload, ImportReport } from '../../src/shared/api/assetImport';
import { call } from './client';
import type { TestServer } from './harness';

/** Calls of the asset import suite: files go base64 in JSON, as the console sends them. */
export async function importFile(
  server: TestServer,
  token: string,
  fileName: string,
  bytes: Buffer,
  options: { dryRun?: boolean; lang?: 'zh' | 'en' } = {},
) {
  const result = await call(server.app, 'POST', '/privilege/assets/import', {
    token,
    lang: options.lang ?? 'zh',
    body: { fileName, contentBase64: bytes.toString('base64'), dryRun: options.dryRun ?? false },
  });
  return { code: result.body.code, msg: result.body.msg, report: result.body.data as ImportReport | undefined };
}

export function csvOf(rows: string[][]): Buffer {
  const text = rows
    .map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(','))
    .join('\n');
  return Buffer.from(text, 'utf8');
}

export async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('assets');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of a downloaded CSV or XLSX, header first. */
export async function rowsOfDownload(download: FileDownload): Promise<string[][]> {
  const bytes = Buffer.from(download.contentBase64, 'base64');
  if (download.fileName.endsWith('.csv')) {
    const Papa = (await import('papaparse')).default;
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    return Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    const cells: string[] = [];
    for (let column = 1; column <= 8; column++) cells.push(row.getCell(column).text);
    rows.push(cells);
  });
  return rows;
}
