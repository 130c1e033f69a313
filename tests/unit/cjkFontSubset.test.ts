import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleCjkCharacters } from '../../scripts/cjkCharacters';
import { wallTheme } from '../../src/app/features/dashboard/wall/wallTheme';
import { CJK_FONT_FAMILY, CJK_FONT_URL, isInCjkUnicodeRange } from '../../src/app/theme/cjkFont';
import { consoleTheme } from '../../src/app/theme/consoleTheme';
import { DEFAULT_THEME } from '../../src/app/theme/defaultTheme';

const root = resolve(import.meta.dirname, '../..');

interface SubsetManifest {
  family: string;
  file: string;
  bytes: number;
  glyphs: number;
  characters: string;
}

const manifest = JSON.parse(readFileSync(join(root, 'public/fonts/gatehouse-cjk-sc.json'), 'utf8')) as SubsetManifest;
const covered = new Set(manifest.characters);

describe("the console's CJK font subset (issue 17 item 5)", () => {
  it('holds every CJK character the console can show (else run npx tsx scripts/build-cjk-subset.ts)', () => {
    const missing = [...consoleCjkCharacters(root)]
      .filter(([character]) => !covered.has(character))
      .map(([character, file]) => `${character} (${file})`);
    expect(missing, `characters the font lacks: ${missing.join(', ')}`).toEqual([]);
  });

  it('is the file the page declares, as the manifest describes it, within the face’s unicode-range', () => {
    expect(manifest.family).toBe(CJK_FONT_FAMILY);
    expect(manifest.file).toBe(CJK_FONT_URL);
    expect(statSync(join(root, 'public', CJK_FONT_URL)).size).toBe(manifest.bytes);
    const outside = [...covered].filter((character) => !isInCjkUnicodeRange(character.codePointAt(0) ?? 0));
    expect(outside).toEqual([]);
  });

  it('comes after the system CJK faces and before the generic family in every theme', () => {
    const themes = [DEFAULT_THEME, consoleTheme('#409EFF', false), consoleTheme('#409EFF', true), wallTheme('#409EFF')];
    for (const theme of themes) {
      for (const [stack, generic] of [
        [theme.fontFamilyBase, 'sans-serif'],
        [theme.fontFamilyNumeric, 'sans-serif'],
        [theme.fontFamilyMonospace, 'monospace'],
      ] as const) {
        const families = stack.split(',').map((family) => family.trim());
        expect(families.at(-1)).toBe(generic);
        expect(families.at(-2)).toBe(`'${CJK_FONT_FAMILY}'`);
        for (const system of ["'Microsoft YaHei'", "'PingFang SC'", "'Noto Sans CJK SC'"]) {
          expect(families.indexOf(system)).toBeGreaterThan(-1);
          expect(families.indexOf(system)).toBeLessThan(families.length - 2);
        }
      }
    }
  });
});
