import { createDarkTheme, type Theme } from '@fluentui/react-components';
import { brandRamp } from '../../../display/brandTheme';

/** Text on a wall is read from across a room: every type size of the theme is scaled by this. */
const WALL_TYPE_SCALE = 1.5;

/**
 * The wall screen's theme, whatever the appearance its user chose: Fluent's dark theme from the console's brand
 * colour, with larger type and the strongest neutral text for contrast from a distance.
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
    colorNeutralForeground2: dark.colorNeutralForeground1,
    colorNeutralForeground3: dark.colorNeutralForeground2,
  } as Theme;
}
