/**
 * The chart colours of the theme a chart is drawn in, read from the Fluent tokens (CSS variables) at its
 * element: the brand colour the user chose, light or dark, with no second palette to keep in step.
 */
export interface ChartColours {
  text: string;
  subtleText: string;
  axis: string;
  gridLine: string;
  background: string;
  /** Series colours in order; each stays readable on the background in light and dark themes. */
  series: readonly string[];
  /** For figures that are bad news (blocked commands, failed sign-ins) and good news (online). */
  danger: string;
  warning: string;
  success: string;
  /** The theme's small text size in px, for labels and legends (a wall screen's theme makes it larger). */
  fontSize: number;
}

const SERIES_TOKENS = [
  '--colorBrandForeground1',
  '--colorPaletteDarkOrangeForeground2',
  '--colorPaletteTealForeground2',
  '--colorPaletteBerryForeground2',
  '--colorPaletteForestForeground2',
  '--colorPaletteGrapeForeground2',
  '--colorPaletteBrownForeground2',
  '--colorPaletteCranberryForeground2',
];

export function readChartColours(element: Element): ChartColours {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: token('--colorNeutralForeground1', '#242424'),
    subtleText: token('--colorNeutralForeground3', '#616161'),
    axis: token('--colorNeutralStroke1', '#d1d1d1'),
    gridLine: token('--colorNeutralStroke3', '#f0f0f0'),
    background: token('--colorNeutralBackground1', '#ffffff'),
    series: SERIES_TOKENS.map((name, index) => token(name, ['#0f6cbd', '#ca5010', '#038387'][index % 3] as string)),
    danger: token('--colorPaletteRedForeground1', '#bc2f32'),
    warning: token('--colorPaletteDarkOrangeForeground1', '#bc4b09'),
    success: token('--colorPaletteGreenForeground1', '#0e700e'),
    fontSize: Number.parseFloat(token('--fontSizeBase200', '12px')) || 12,
  };
}
