import type { BrandVariants } from '@fluentui/react-components';

/**
 * The Fluent brand ramp of a theme colour, made so that text on it and in it is readable (WCAG 2.1 AA).
 *
 * Fluent's light theme draws primary buttons, links, selected tabs and brand text with shades 60–80 and
 * puts white text on them; shades 90–160 are tints behind brand text and strokes. A light theme colour such as
 * the spec's #409EFF is only 2.8:1 against white, so it cannot be shade 80 itself. Shade 80 is the theme
 * colour darkened just enough for 4.5:1 against the lightest tint (shade 160, and so against white and
 * Fluent's greys); 10–70 darken further; 90–160 are tints of the theme colour itself, so the console
 * keeps its colour where no text depends on it. A dark enough colour stays shade 80 unchanged.
 */
const MIN_TEXT_CONTRAST = 4.5;
/** Above the minimum so that rounding to whole RGB steps never lands under it. */
const TARGET_CONTRAST = MIN_TEXT_CONTRAST + 0.1;
const FALLBACK_COLOR = '#409eff';

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1] ?? FALLBACK_COLOR.slice(1);
  return [0, 2, 4].map((start) => Number.parseInt(value.slice(start, start + 2), 16)) as Rgb;
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((part) =>
      Math.round(Math.min(255, Math.max(0, part)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(rgb: readonly number[], target: readonly number[], amount: number): Rgb {
  return rgb.map((part, index) => Math.round(part + ((target[index] ?? 0) - part) * amount)) as Rgb;
}

/** WCAG 2.1 relative luminance of an sRGB colour. */
export function relativeLuminance(rgb: readonly number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((part) => {
    const channel = part / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two colours given as #rrggbb. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(parseHex(first)), relativeLuminance(parseHex(second))].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];
const tint = (rgb: Rgb, shade: number): Rgb => mix(rgb, WHITE, ((shade - 80) / 80) * 0.9);

/** The theme colour darkened (towards black, keeping its hue) until text contrast holds against `surface`. */
function readableShade(rgb: Rgb, surface: Rgb): Rgb {
  const surfaceHex = toHex(surface);
  let low = 0;
  let high = 1;
  if (contrastRatio(toHex(rgb), surfaceHex) >= TARGET_CONTRAST) return rgb;
  for (let step = 0; step < 20; step += 1) {
    const middle = (low + high) / 2;
    if (contrastRatio(toHex(mix(rgb, BLACK, middle)), surfaceHex) >= TARGET_CONTRAST) high = middle;
    else low = middle;
  }
  return mix(rgb, BLACK, high);
}

export function brandRamp(hex: string): BrandVariants {
  const color = parseHex(hex);
  const base = readableShade(color, tint(color, 160));
  const shades = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
  const entries = shades.map((shade) => {
    if (shade === 80) return [shade, toHex(base)] as const;
    if (shade < 80) return [shade, toHex(mix(base, BLACK, ((80 - shade) / 70) * 0.8))] as const;
    return [shade, toHex(tint(color, shade))] as const;
  });
  return Object.fromEntries(entries) as unknown as BrandVariants;
}
