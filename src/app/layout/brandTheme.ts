import type { BrandVariants } from '@fluentui/react-components';

/**
 * A Fluent brand ramp around one theme colour: shade 80 (what Fluent's light theme uses for primary
 * buttons and selection) is the colour itself, lower shades darken it, higher shades lighten it.
 */
const SHADES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;

function parseHex(hex: string): [number, number, number] {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1] ?? '409eff';
  return [0, 2, 4].map((start) => Number.parseInt(value.slice(start, start + 2), 16)) as [number, number, number];
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

function mix(rgb: readonly number[], target: number, amount: number): number[] {
  return rgb.map((part) => part + (target - part) * amount);
}

export function brandRamp(hex: string): BrandVariants {
  const rgb = parseHex(hex);
  const entries = SHADES.map((shade) => {
    if (shade === 80) return [shade, toHex(rgb)] as const;
    const color = shade < 80 ? mix(rgb, 0, ((80 - shade) / 70) * 0.8) : mix(rgb, 255, ((shade - 80) / 80) * 0.9);
    return [shade, toHex(color)] as const;
  });
  return Object.fromEntries(entries) as unknown as BrandVariants;
}
