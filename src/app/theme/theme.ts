import { createLightTheme, type Theme } from '@fluentui/react-components';
import { brandRamp } from '../display/brandTheme';
import { CONSOLE_FONT_FAMILIES } from './cjkFont';

/** Spec §9: theme colour #409EFF. */
export const BRAND_COLOR = '#409EFF';

/**
 * The console's Fluent theme for a theme colour: the signed-in layout and /login (precomputed) share it. Its font
 * stacks name Chinese faces (./cjkFont.ts).
 */
export function createBrandTheme(hex: string = BRAND_COLOR): Theme {
  return { ...createLightTheme(brandRamp(hex)), ...CONSOLE_FONT_FAMILIES };
}
