import { describe, expect, it } from 'vitest';
import { isDarkAppearance, parseAppearance } from '../../../src/app/display/appearance';

describe('the console’s appearance (light, dark, as the system)', () => {
  it('reads a stored choice and falls back to light for anything else', () => {
    expect(parseAppearance('dark')).toBe('dark');
    expect(parseAppearance('system')).toBe('system');
    expect(parseAppearance(null)).toBe('light');
    expect(parseAppearance('DARK')).toBe('light');
  });

  it('is dark when chosen, or when the system prefers it while "system" is chosen', () => {
    expect(isDarkAppearance('dark', false)).toBe(true);
    expect(isDarkAppearance('light', true)).toBe(false);
    expect(isDarkAppearance('system', true)).toBe(true);
    expect(isDarkAppearance('system', false)).toBe(false);
  });
});
