import type ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES, IMPORT_MAX_MB, type ImportFormat } from '../../../shared/api/assetImport';
import { ResponseCode } from '../../../shared/codes';
import { AppError } from '../../errors/appError';

/** The cells of a file as text, row by row; the first row is the header. Empty rows are left out. */
export interface SheetText {
  /** Spreadsheet row number (1-based) of each entry of `rows`. */
  rowNumbers: number[];
  rows: string[][];
}

const fileInvalid = (key: 'importExtension' | 'importEmpty' | 'importUnreadable', params = {}) =>
  new AppError(ResponseCode.importFileInvalid, key, params, { data: { field: 'file' } });

/** The format a file name announces; anything but .csv and .xlsx is refused with the §5 Import message. */
export function formatOfName(fileName: string): ImportFormat {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  throw fileInvalid('importExtension', { ext: IMPORT_EXTENSIONS.join('/') });
}

/** Decodes the base64 body and applies the §5 File upload size limit and the empty-file check. */
export function decodeUpload(contentBase64: string): Buffer {
  const bytes = Buffer.from(contentBase64, 'base64');
  if (bytes.length > IMPORT_MAX_BYTES) {
    throw new AppError(
      ResponseCode.importTooLarge,
      'uploadTooLarge',
      { max: IMPORT_MAX_MB },
      { data: { field: 'file' } },
    );
  }
  if (bytes.length === 0) throw fileInvalid('importEmpty');
  return bytes;
}

export async function readSheet(format: ImportFormat, bytes: Buffer): Promise<SheetText> {
  const sheet = format === 'csv' ? readCsv(bytes) : await readXlsx(bytes);
  if (sheet.rows.length === 0) throw fileInvalid('importEmpty');
  return sheet;
}

/**
 * UTF-8 with or without a byte order mark; a file that is not valid UTF-8 is read as GB18030 (a superset
 * of GBK and GB2312, what Excel writes for "CSV" on a Chinese Windows).
 */
export function decodeCsvText(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return iconv.decode(bytes, 'gb18030');
  }
}

/** Undoes the leading quote that exports put before = + - @ so a spreadsheet keeps such a cell text. */
function unescapeFormula(cell: string): string {
  const text = cell.trim();
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
}

function readCsv(bytes: Buffer): SheetText {
  const parsed = Papa.parse<string[]>(decodeCsvText(bytes), { skipEmptyLines: false });
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  // Rows are counted as a spreadsheet shows them; a quoted cell spanning lines still makes one row.
  parsed.data.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    rows.push(cells.map(unescapeFormula));
    rowNumbers.push(index + 1);
  });
  return { rows, rowNumbers };
}

async function readXlsx(bytes: Buffer): Promise<SheetText> {
  // exceljs costs ~200 ms to load: loaded with the first spreadsheet, not at server start.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fileInvalid('importUnreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fileInvalid('importEmpty');
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(cellText(row.getCell(column)).trim());
    if (cells.every((cell) => cell === '')) return;
    rows.push(cells);
    rowNumbers.push(rowNumber);
  });
  return { rows, rowNumbers };
}

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'text' in value && typeof value.text === 'string') return value.text;
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((part) => part.text).join('');
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  return cell.text;
}
