/**
 * Makes the console's CJK font (src/app/theme/cjkFont.ts): Noto Sans CJK SC Regular cut down to the characters the
 * console can show (scripts/cjkCharacters.ts), all CJK punctuation and the full-width forms, as one WOFF2 in
 * public/fonts/, with beside it the list of characters it holds (gatehouse-cjk-sc.json, which
 * tests/unit/cjkFontSubset.test.ts reads) and the font's licence (OFL.txt). The files are committed; CI does not
 * make them.
 *
 * Run it again when that test fails (a text with a character the font lacks):
 *
 *   apt-get install -y fonts-noto-cjk python3-fonttools python3-brotli
 *   npx tsx scripts/build-cjk-subset.ts
 *
 * CJK_SOURCE_FONT names another copy of NotoSansCJK-Regular.ttc (or a Noto Sans CJK SC .otf); PYTHON an
 * interpreter with fontTools and brotli.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CJK_FONT_FAMILY, CJK_FONT_URL, isInCjkUnicodeRange } from '../src/app/theme/cjkFont';
import { consoleCjkCharacters } from './cjkCharacters';

const root = resolve(import.meta.dirname, '..');
const sourceFont = process.env.CJK_SOURCE_FONT ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
/** Debian's copy of the font's licence (package fonts-noto-cjk). */
const LICENCE_SOURCE = '/usr/share/doc/fonts-noto-cjk/copyright';
const SOURCE_FAMILY = 'Noto Sans CJK SC';
const fontsDir = join(root, 'public/fonts');
const fontFile = join(root, 'public', CJK_FONT_URL);
const MANIFEST_FILE = 'public/fonts/gatehouse-cjk-sc.json';

/**
 * Always in the font, whatever the texts use today, so a user's own Chinese punctuation renders: CJK symbols and
 * punctuation, full-width ASCII and half-width punctuation, full-width signs (￥, ￠).
 */
const ALWAYS = ['U+3000-303F', 'U+FF01-FF65', 'U+FFE0-FFE6'];

/**
 * Subsets with fontTools: picks the Simplified Chinese face of a collection, keeps the copyright, trademark and
 * licence names, drops hinting (browsers ignore CFF hints at these sizes). Prints what the font holds as JSON.
 */
const SUBSET_PROGRAM = `
import json, sys
from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont
source, family, text_file, unicodes, output = sys.argv[1:6]
# Only the spacing of punctuation (text-spacing-trim): locl and vert would bring the Japanese, Korean and
# Traditional forms and the vertical ones, twice the glyphs for text the console never sets that way.
LAYOUT_FEATURES = ['halt', 'chws']
if source.endswith('.ttc'):
    faces = [face['name'].getDebugName(1) for face in TTCollection(source, lazy=True).fonts]
    number = faces.index(family)
else:
    number = -1
font = TTFont(source, fontNumber=number, lazy=False)
options = subset.Options()
options.flavor = 'woff2'
options.hinting = False
options.desubroutinize = True
options.layout_features = LAYOUT_FEATURES
options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 7, 13, 14]
subsetter = subset.Subsetter(options)
with open(text_file, encoding='utf-8') as f:
    text = f.read()
subsetter.populate(text=text, unicodes=subset.parse_unicodes(unicodes))
subsetter.subset(font)
subset.save_font(font, output, options)
name = font['name']
print(json.dumps({
    'face': number,
    'name': name.getDebugName(4),
    'version': name.getDebugName(5),
    'copyright': name.getDebugName(0),
    'trademark': name.getDebugName(7),
    'glyphs': len(font.getGlyphOrder()),
    'codePoints': sorted(font.getBestCmap().keys()),
}))
`;

interface SubsetResult {
  face: number;
  name: string;
  version: string;
  copyright: string;
  trademark: string;
  glyphs: number;
  codePoints: number[];
}

function python(): string {
  const candidates = [process.env.PYTHON, 'python3', '/usr/bin/python3'].filter((name): name is string => !!name);
  for (const candidate of candidates) {
    const probe = spawnSync(candidate, ['-c', 'import fontTools.subset, brotli'], { stdio: 'ignore' });
    if (probe.status === 0) return candidate;
  }
  throw new Error(
    `No Python with fontTools and brotli among ${candidates.join(', ')}: apt-get install python3-fonttools python3-brotli`,
  );
}

/** The SIL Open Font License text from Debian's copyright file (a paragraph of `License: SIL-1.1`). */
function licenceText(): string {
  const raw = readFileSync(LICENCE_SOURCE);
  const copyright = (raw[0] === 0x1f ? gunzipSync(raw) : raw).toString('utf8');
  // The stand-alone paragraph, not the `License:` line of a `Files:` paragraph.
  const heading = '\n\nLicense: SIL-1.1\n';
  const start = copyright.indexOf(heading);
  if (start < 0) throw new Error(`${LICENCE_SOURCE} holds no "License: SIL-1.1" paragraph`);
  const lines: string[] = [];
  for (const line of copyright.slice(start + heading.length).split('\n')) {
    if (!line.startsWith(' ')) break;
    lines.push(line === ' .' ? '' : line.slice(1));
  }
  return lines.join('\n');
}

function main() {
  const characters = consoleCjkCharacters(root);
  const outside = [...characters].filter(([character]) => !isInCjkUnicodeRange(character.codePointAt(0) ?? 0));
  if (outside.length > 0) {
    const list = outside.map(
      ([character, file]) => `${character} (U+${character.codePointAt(0)?.toString(16)}, ${file})`,
    );
    throw new Error(
      `Outside CJK_UNICODE_RANGES of src/app/theme/cjkFont.ts, add their block there: ${list.join(', ')}`,
    );
  }
  statSync(sourceFont);
  mkdirSync(fontsDir, { recursive: true });
  const textFile = join(fontsDir, '.subset-text.txt');
  writeFileSync(textFile, [...characters.keys()].join(''));
  let result: SubsetResult;
  try {
    const output = execFileSync(
      python(),
      ['-c', SUBSET_PROGRAM, sourceFont, SOURCE_FAMILY, textFile, ALWAYS.join(','), fontFile],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    result = JSON.parse(output) as SubsetResult;
  } finally {
    spawnSync('rm', ['-f', textFile]);
  }
  const missing = [...characters.keys()].filter(
    (character) => !result.codePoints.includes(character.codePointAt(0) ?? 0),
  );
  if (missing.length > 0) throw new Error(`${SOURCE_FAMILY} lacks ${missing.join('')}`);
  const bytes = statSync(fontFile).size;
  const manifest = {
    family: CJK_FONT_FAMILY,
    file: CJK_FONT_URL,
    source: `${result.name}, ${result.version.split(';')[0]} (face ${result.face} of ${sourceFont.split('/').pop()})`,
    licence: '/fonts/OFL.txt',
    bytes,
    glyphs: result.glyphs,
    characters: String.fromCodePoint(...result.codePoints.filter(isInCjkUnicodeRange)),
  };
  writeFileSync(join(root, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  const header = [
    `${CJK_FONT_URL.split('/').pop()} is a subset of ${result.name} (${result.version.split(';')[0]}),`,
    'made by scripts/build-cjk-subset.ts of the Gatehouse console.',
    '',
    result.copyright,
    result.trademark,
    '',
    'This Font Software is licensed under the SIL Open Font License, Version 1.1.',
    'This license is copied below, and is also available with a FAQ at: https://openfontlicense.org',
    '',
    '',
  ].join('\n');
  writeFileSync(join(fontsDir, 'OFL.txt'), `${header}${licenceText()}\n`);
  console.log(
    `wrote ${fontFile}: ${bytes} bytes, ${result.glyphs} glyphs, ${manifest.characters.length} CJK characters ` +
      `(${characters.size} from the console)`,
  );
}

main();
