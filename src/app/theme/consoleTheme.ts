import { createDarkTheme, createLightTheme, type Theme } from '@fluentui/react-components';
import { useEffect, useMemo } from 'react';
import { getAppearance, isDarkAppearance, useIsDark } from '../display/appearance';
import { brandRamp } from '../display/brandTheme';
import { getLayoutSetting, useLayoutSetting } from '../display/layoutSettingStore';
import { CONSOLE_FONT_FAMILIES } from './cjkFont';

/** The Fluent theme of the signed-in console: the layout setting's colour, light or dark, with Chinese font stacks. */
export function consoleTheme(colour: string, isDark: boolean): Theme {
  const ramp = brandRamp(colour);
  return { ...(isDark ? createDarkTheme(ramp) : createLightTheme(ramp)), ...CONSOLE_FONT_FAMILIES };
}

/** The console's theme now; the page's own scrollbars and native controls follow its scheme. */
export function useConsoleTheme(): Theme {
  const { theme: colour } = useLayoutSetting();
  const isDark = useIsDark();
  useEffect(() => {
    document.documentElement.style.colorScheme = isDark ? 'dark' : 'light';
  }, [isDark]);
  return useMemo(() => consoleTheme(colour, isDark), [colour, isDark]);
}

/** For roots outside the layout (the confirm dialogs): the theme as it stands when they open. */
export function currentConsoleTheme(): Theme {
  return consoleTheme(getLayoutSetting().theme, isDarkAppearance(getAppearance()));
}
