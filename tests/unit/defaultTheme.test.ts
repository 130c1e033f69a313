import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../src/app/display/brandTheme';
import { DEFAULT_THEME } from '../../src/app/theme/defaultTheme';
import { BRAND_COLOR, createBrandTheme } from '../../src/app/theme/theme';

describe('precomputed default theme (/login size)', () => {
  it('is exactly the theme Fluent builds from the brand colour (else run scripts/make-default-theme.ts)', () => {
    expect(DEFAULT_THEME).toEqual(createBrandTheme(BRAND_COLOR));
  });

  it('derives primary buttons and links from the spec colour, dark enough to read (4.5:1)', () => {
    expect(DEFAULT_THEME.colorBrandBackground2).toBe('#ecf5ff');
    expect(
      contrastRatio(DEFAULT_THEME.colorBrandBackground, DEFAULT_THEME.colorNeutralForegroundOnBrand),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      contrastRatio(DEFAULT_THEME.colorBrandForegroundLink, DEFAULT_THEME.colorNeutralBackground2),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      contrastRatio(DEFAULT_THEME.colorBrandForeground1, DEFAULT_THEME.colorBrandBackground2),
    ).toBeGreaterThanOrEqual(4.5);
  });
});
