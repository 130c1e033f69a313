import { createDarkTheme, type Theme } from '@fluentui/react-components';
import { brandRamp } from '../../../display/brandTheme';
import { CONSOLE_FONT_FAMILIES } from '../../../theme/cjkFont';

/** Text on a wall is read from across a room: every type size of the theme is scaled by this. */
const WALL_TYPE_SCALE = 1.5;

/**
 * The wall screen's theme, whatever the appearance its user chose: Fluent's dark theme from the console's brand
 * colour, with larger type and the strongest neutral text for contrast from a distance. Its font stacks are the
 * console's, so a kiosk without a Chinese font draws the wall with the console's own (docs/wall-screen.md).
 */
export function wallTheme(brandColour: string): Theme {
  const dark = createDarkTheme(brandRamp(brandColour));
  const scaled = Object.fromEntries(
    Object.entries(dark)
      .filter(([key]) => key.startsWith('fontSize') || key.startsWith('lineHeight'))
      .map(([key, value]) => [key, `${Number.parseFloat(String(value)) * WALL_TYPE_SCALE}px`]),
  );
  return {
    ...dark,
    ...scaled,
    ...CONSOLE_FONT_FAMILIES,
    colorNeutralForeground2: dark.colorNeutralForeground1,
    colorNeutralForeground3: dark.colorNeutralForeground2,
  } as Theme;
}
