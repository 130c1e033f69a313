import type { Theme } from '@fluentui/react-components';
import theme from './defaultTheme.json';

/**
 * The theme of the default brand colour (spec §9 #409EFF), precomputed by scripts/make-default-theme.ts
 * so that /login does not ship Fluent's theme builder. The signed-in layout still builds the theme of
 * the colour the user picks (layout/Layout.tsx).
 */
export const DEFAULT_THEME: Theme = theme;
