import { createLightTheme, type Theme } from '@fluentui/react-components';
import { brandRamp } from '../display/brandTheme';

/** Spec §9: theme colour #409EFF. */
export const BRAND_COLOR = '#409EFF';

/** The console's Fluent theme for a theme colour: the signed-in layout and /login (precomputed) share it. */
export function createBrandTheme(hex: string = BRAND_COLOR): Theme {
  return createLightTheme(brandRamp(hex));
}
