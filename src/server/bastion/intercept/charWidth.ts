/**
 * Terminal cells a code point occupies, as xterm.js and wcwidth count them: 2 for East Asian wide and
 * full-width characters and most emoji, 0 for combining marks and zero-width joiners, 1 otherwise.
 * Ranges are the common blocks, not the full Unicode table: a rare character counted wrong only makes the
 * echoed line unreadable (the editor then says "uncertain"), it never hides a keystroke.
 */
const WIDE: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x115f],
  [0x231a, 0x231b],
  [0x2329, 0x232a],
  [0x23e9, 0x23ec],
  [0x2600, 0x27bf],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe19],
  [0xfe30, 0xfe6f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f],
  [0x1f900, 0x1f9ff],
  [0x20000, 0x3fffd],
];

const ZERO: ReadonlyArray<readonly [number, number]> = [
  [0x0300, 0x036f],
  [0x0483, 0x0489],
  [0x0591, 0x05bd],
  [0x0610, 0x061a],
  [0x064b, 0x065f],
  [0x200b, 0x200f],
  [0x2028, 0x202e],
  [0x2060, 0x2064],
  [0x20d0, 0x20ff],
  [0xfe00, 0xfe0f],
  [0xfe20, 0xfe2f],
  [0xe0100, 0xe01ef],
];

const within = (ranges: ReadonlyArray<readonly [number, number]>, code: number) =>
  ranges.some(([from, to]) => code >= from && code <= to);

export function cellWidth(char: string): 0 | 1 | 2 {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x300) return 1;
  if (within(ZERO, code)) return 0;
  return within(WIDE, code) ? 2 : 1;
}
