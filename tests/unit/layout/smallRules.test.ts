import { describe, expect, it } from 'vitest';
import { brandRamp, contrastRatio } from '../../../src/app/display/brandTheme';
import { isBreadcrumbHidden, isMobileWidth, layoutKindFor, opensInNewTab } from '../../../src/app/display/layoutKind';
import {
  DEFAULT_LAYOUT_SETTING,
  PREDEFINED_THEME_COLORS,
  parseLayoutSetting,
  serializeLayoutSetting,
} from '../../../src/app/display/layoutSetting';

describe('layout kind', () => {
  it('gives the simple navbar to the document pages and nothing to the replay', () => {
    expect(layoutKindFor('/station-message-list')).toBe('simple');
    expect(layoutKindFor('/cron-document-list')).toBe('simple');
    expect(layoutKindFor('/selector-document-list')).toBe('simple');
    expect(layoutKindFor('/vedio-replay')).toBe('bare');
    expect(layoutKindFor('/assets-my')).toBe('full');
    expect(layoutKindFor('/station-message-list-extra')).toBe('full');
  });

  it('hides the breadcrumb on /statis-info-list only', () => {
    expect(isBreadcrumbHidden('/statis-info-list')).toBe(true);
    expect(isBreadcrumbHidden('/assets-my')).toBe(false);
  });

  it('opens the terminal and the message list in a new tab', () => {
    expect(opensInNewTab('/terminal')).toBe(true);
    expect(opensInNewTab('/station-message-list')).toBe(true);
    expect(opensInNewTab('/home')).toBe(false);
  });

  it('is mobile under 992 px', () => {
    expect(isMobileWidth(991)).toBe(true);
    expect(isMobileWidth(992)).toBe(false);
  });
});

describe('layout setting', () => {
  it('has the spec §9 defaults', () => {
    expect(parseLayoutSetting(null)).toEqual({
      topNav: false,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      dynamicTitle: false,
      sideTheme: 'theme-light',
      theme: '#409EFF',
    });
    expect(PREDEFINED_THEME_COLORS).toHaveLength(8);
    expect(PREDEFINED_THEME_COLORS[0]).toBe('#409EFF');
  });

  it('round-trips and falls back per field on bad values', () => {
    const custom = { ...DEFAULT_LAYOUT_SETTING, topNav: true, sideTheme: 'theme-dark' as const, theme: '#ff4500' };
    expect(parseLayoutSetting(serializeLayoutSetting(custom))).toEqual(custom);
    expect(parseLayoutSetting('{"topNav":"yes","theme":"red","fixedHeader":true}')).toEqual({
      ...DEFAULT_LAYOUT_SETTING,
      fixedHeader: true,
    });
    expect(parseLayoutSetting('not json')).toEqual(DEFAULT_LAYOUT_SETTING);
    expect(parseLayoutSetting('null')).toEqual(DEFAULT_LAYOUT_SETTING);
  });
});

describe('brand ramp (readable brand colours)', () => {
  it('orders shades dark to light and keeps the theme colour in its tints', () => {
    const ramp = brandRamp('#409EFF');
    const lightness = (hex: string) => Number.parseInt(hex.slice(1, 3), 16) + Number.parseInt(hex.slice(5, 7), 16);
    expect(lightness(ramp[10])).toBeLessThan(lightness(ramp[80]));
    expect(lightness(ramp[160])).toBeGreaterThan(lightness(ramp[80]));
    expect(ramp[160]).toBe('#ecf5ff');
  });

  it.each([...PREDEFINED_THEME_COLORS])(
    'gives %s a shade 80 with 4.5:1 for white text and against its lightest tint',
    (color) => {
      const ramp = brandRamp(color);
      expect(contrastRatio(ramp[80], '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(ramp[80], ramp[160])).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(ramp[70], ramp[160])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('leaves a colour that is dark enough as it is', () => {
    expect(brandRamp('#1f4e79')[80]).toBe('#1f4e79');
  });
});
