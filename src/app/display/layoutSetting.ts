/**
 * The layout setting (spec §3) stored under localStorage key `layout-setting`, with the defaults of
 * spec §9. Parsing is lenient: an unknown or broken value falls back field by field to the default.
 */
export type SideTheme = 'theme-dark' | 'theme-light';

export interface LayoutSetting {
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
  sideTheme: SideTheme;
  theme: string;
}

export const LAYOUT_SETTING_KEY = 'layout-setting';
export const DEFAULT_THEME_COLOR = '#409EFF';

/** The 8 predefined theme colours of the settings drawer. */
export const PREDEFINED_THEME_COLORS = [
  '#409EFF',
  '#ff4500',
  '#ff8c00',
  '#ffd700',
  '#90ee90',
  '#00ced1',
  '#1e90ff',
  '#c71585',
] as const;

export const DEFAULT_LAYOUT_SETTING: LayoutSetting = {
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: false,
  sideTheme: 'theme-light',
  theme: DEFAULT_THEME_COLOR,
};

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export function parseLayoutSetting(raw: string | null): LayoutSetting {
  if (!raw) return { ...DEFAULT_LAYOUT_SETTING };
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    // A hand-edited or truncated value is not worth an error: the defaults are a valid layout.
    return { ...DEFAULT_LAYOUT_SETTING };
  }
  if (typeof stored !== 'object' || stored === null) return { ...DEFAULT_LAYOUT_SETTING };
  const value = stored as Record<string, unknown>;
  const flag = (key: keyof LayoutSetting) =>
    typeof value[key] === 'boolean' ? (value[key] as boolean) : (DEFAULT_LAYOUT_SETTING[key] as boolean);
  return {
    topNav: flag('topNav'),
    tagsView: flag('tagsView'),
    fixedHeader: flag('fixedHeader'),
    sidebarLogo: flag('sidebarLogo'),
    dynamicTitle: flag('dynamicTitle'),
    sideTheme: value.sideTheme === 'theme-dark' || value.sideTheme === 'theme-light' ? value.sideTheme : 'theme-light',
    theme: typeof value.theme === 'string' && HEX_COLOR.test(value.theme) ? value.theme : DEFAULT_THEME_COLOR,
  };
}

export function serializeLayoutSetting(setting: LayoutSetting): string {
  return JSON.stringify(setting);
}
