/**
 * The console's own CJK face, for a machine with no Chinese font (a wall-screen kiosk on a bare Linux): a subset
 * of Noto Sans CJK SC holding exactly the characters the console can show, made by scripts/build-cjk-subset.ts
 * into public/fonts/. It is named in the font stacks after the usual system CJK families and before the generic
 * family, and its unicode-range holds CJK only, so a browser fetches it only for Chinese that no earlier family
 * draws: never where Windows, macOS or a Linux with fonts-noto-cjk has a CJK font.
 *
 * Plain data, no DOM: the subset script and its unit test (tests/unit/cjkFontSubset.test.ts) read it too.
 */

export const CJK_FONT_FAMILY = 'Gatehouse CJK';

/** Written by scripts/build-cjk-subset.ts; its name stays across regenerations (the service worker revalidates it). */
export const CJK_FONT_URL = '/fonts/gatehouse-cjk-sc-regular.woff2';

/**
 * The code points the subset covers, as inclusive ranges: CJK symbols and punctuation, the unified ideographs and
 * the full-width forms. The subset script refuses a console character outside them, so a new script (kana, an
 * extension block) is added here first.
 */
export const CJK_UNICODE_RANGES: readonly (readonly [number, number])[] = [
  [0x3000, 0x303f],
  [0x4e00, 0x9fff],
  [0xff00, 0xffef],
];

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();

/** CSS `unicode-range` of the face. */
export const CJK_UNICODE_RANGE = CJK_UNICODE_RANGES.map(([first, last]) => `U+${hex(first)}-${hex(last)}`).join(', ');

export function isInCjkUnicodeRange(codePoint: number): boolean {
  return CJK_UNICODE_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/**
 * CJK families a system may already have, Simplified Chinese first: Windows (Microsoft YaHei), macOS (PingFang SC,
 * Hiragino Sans GB), Linux (Noto Sans CJK SC from fonts-noto-cjk, Source Han Sans, WenQuanYi) and the names
 * Google Fonts and Adobe give the same faces. Any of them ahead of ours keeps the subset from being fetched.
 */
const SYSTEM_CJK_FAMILIES = [
  "'PingFang SC'",
  "'Hiragino Sans GB'",
  "'Microsoft YaHei'",
  "'Noto Sans CJK SC'",
  "'Noto Sans SC'",
  "'Source Han Sans SC'",
  "'Source Han Sans CN'",
  "'WenQuanYi Micro Hei'",
  "'WenQuanYi Zen Hei'",
];

/** A font stack with the system CJK families, then ours, inserted before its generic family. */
function withCjk(latinFamilies: string, generic: string): string {
  return [latinFamilies, ...SYSTEM_CJK_FAMILIES, `'${CJK_FONT_FAMILY}'`, generic].join(', ');
}

/** Fluent's stacks (Segoe UI, the Apple and Android system faces, Consolas), Chinese added. */
export const CONSOLE_FONT_FAMILIES = {
  fontFamilyBase: withCjk(
    "'Segoe UI', 'Segoe UI Web (West European)', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue'",
    'sans-serif',
  ),
  fontFamilyNumeric: withCjk(
    "Bahnschrift, 'Segoe UI', 'Segoe UI Web (West European)', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue'",
    'sans-serif',
  ),
  fontFamilyMonospace: withCjk("Consolas, 'Courier New', Courier", 'monospace'),
} as const;
