import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '../../src/app/defaultTheme';
import { BRAND_COLOR, createBrandTheme } from '../../src/app/theme';

describe('precomputed default theme (issue 2: /login size)', () => {
  it('is exactly the theme Fluent builds from the brand colour (else run scripts/make-default-theme.ts)', () => {
    expect(DEFAULT_THEME).toEqual(createBrandTheme(BRAND_COLOR));
  });

  it('uses the spec colour for primary buttons', () => {
    expect(DEFAULT_THEME.colorBrandBackground).toBe(BRAND_COLOR);
  });
});
