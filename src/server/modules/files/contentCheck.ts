import { fileTypeFromBuffer } from 'file-type';
import type { UploadExtension } from '../../../shared/api/files';

/** What the content of each allowed extension must be detected as (file-type's names; null: plain text). */
const EXPECTED: Record<UploadExtension, string | null> = {
  // The legacy Office formats are OLE compound files; file-type names them cfb.
  doc: 'cfb',
  xls: 'cfb',
  ppt: 'cfb',
  docx: 'docx',
  xlsx: 'xlsx',
  pptx: 'pptx',
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
  txt: null,
};

/** Plain text: valid UTF-8 without control characters other than tab, line breaks and form feed. */
function isPlainText(content: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(content);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the check is exactly for control characters.
    return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
}

/**
 * Whether a file's bytes are what its extension says (spec §5 type check, done on the content and not only on the
 * name): a PDF renamed .png, an executable renamed .txt or a zip renamed .docx is refused.
 */
export async function contentMatches(extension: UploadExtension, content: Buffer): Promise<boolean> {
  const expected = EXPECTED[extension];
  const detected = await fileTypeFromBuffer(content);
  if (expected === null) return detected === undefined && isPlainText(content);
  return detected?.ext === expected;
}
