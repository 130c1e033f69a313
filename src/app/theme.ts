import { type BrandVariants, createLightTheme, type Theme } from '@fluentui/react-components';

/** Spec §9: theme colour #409EFF. Fluent wants a 16-step brand ramp with the colour near step 80. */
export const BRAND_COLOR = '#409EFF';

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((index) => (from[index] ?? 0) + ((to[index] ?? 0) - (from[index] ?? 0)) * amount) as Rgb;
}

/** Steps 10–70 darken towards near-black, 80 is the colour, 90–160 lighten towards white. */
export function brandRamp(hex: string): BrandVariants {
  const base = toRgb(hex);
  const dark: Rgb = [8, 16, 32];
  const white: Rgb = [255, 255, 255];
  const step = (index: number): string => {
    if (index < 8) return toHex(mix(dark, base, index / 8));
    if (index === 8) return hex;
    return toHex(mix(base, white, ((index - 8) / 8) * 0.9));
  };
  const ramp: Record<number, string> = {};
  for (let index = 1; index <= 16; index += 1) ramp[index * 10] = step(index);
  return ramp as BrandVariants;
}

export function createBrandTheme(hex: string = BRAND_COLOR): Theme {
  return createLightTheme(brandRamp(hex));
}
