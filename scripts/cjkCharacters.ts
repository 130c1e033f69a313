/**
 * Every CJK character the console can show: what scripts/build-cjk-subset.ts puts in the console's CJK font and
 * what tests/unit/cjkFontSubset.test.ts checks the font still covers.
 *
 * It reads the texts of src/ (the message catalogues, the pages' own texts, the server's messages, seeded menus,
 * roles and dictionary labels: whatever zh a user reads comes from there) and the site config the console is
 * delivered with (public/data/data.json). Comments are left out: each source file goes through esbuild, which
 * drops them and keeps every string, template and JSX text. Tests (`*.test.ts(x)`) are left out too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { transformSync } from 'esbuild';

/**
 * CJK as wide as a Chinese text may reach: radicals, CJK symbols and punctuation, kana, Bopomofo, the ideographs
 * and their extension A, compatibility ideographs, vertical and compatibility forms, full-width forms.
 */
const CJK =
  /[\u2e80-\u2fdf\u3000-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\ufe10-\ufe1f\ufe30-\ufe4f\uff00-\uffef]/gu;

/** Files delivered to the browser as they are, whose text the console shows. */
const DELIVERED_FILES = ['public/data/data.json'];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function cjkOf(text: string): string[] {
  return text.match(CJK) ?? [];
}

/** The code of a source file without its comments (esbuild keeps strings and JSX text as they are written). */
function withoutComments(path: string, source: string): string {
  return transformSync(source, {
    loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
    jsx: 'preserve',
    charset: 'utf8',
    legalComments: 'none',
    sourcefile: path,
  }).code;
}

/** The CJK characters of the console, each once, by code point; with the first file each was seen in. */
export function consoleCjkCharacters(root: string): Map<string, string> {
  const found = new Map<string, string>();
  const note = (characters: string[], file: string) => {
    for (const character of characters) if (!found.has(character)) found.set(character, file);
  };
  for (const path of sourceFiles(join(root, 'src'))) {
    const source = readFileSync(path, 'utf8');
    // Most files hold no CJK at all, even in comments: no need to parse them.
    if (cjkOf(source).length === 0 && !source.includes('\\u')) continue;
    note(cjkOf(withoutComments(path, source)), relative(root, path));
  }
  for (const file of DELIVERED_FILES) note(cjkOf(readFileSync(join(root, file), 'utf8')), file);
  return new Map([...found].sort(([a], [b]) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0)));
}
