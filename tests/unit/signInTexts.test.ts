import { describe, expect, it } from 'vitest';
import { signInPanelText } from '../../src/app/features/login/methods/i18n';
import { retrieveText } from '../../src/app/features/retrieve-password/i18n';
import { setupCenterText } from '../../src/app/features/setup-center/i18n';
import { otpText } from '../../src/app/features/user-center/otpText';
import { i18n, setLanguage } from '../../src/app/i18n';

/** The texts of the sign-in methods load with their own chunks: each bundle has both languages, key for key. */
const bundles = { signInPanelText, retrieveText, setupCenterText, otpText };

describe('sign-in method texts', () => {
  for (const [name, bundle] of Object.entries(bundles)) {
    it(`${name}: zh-CN and en have the same keys, none empty`, () => {
      expect(Object.keys(bundle.en).sort()).toEqual(Object.keys(bundle.zh).sort());
      for (const text of [...Object.values(bundle.zh), ...Object.values(bundle.en)]) expect(text).not.toBe('');
    });
  }

  it('joins the i18n resources when the chunk loads, in the current language', async () => {
    await setLanguage('zh-CN');
    expect(i18n.t('retrieve.title')).toBe('找回密码');
    expect(i18n.t('otpCard.title')).toBe('OTP / 动态口令');
    expect(i18n.t('setupCenter.signInTab')).toBe('登录方式');
    await setLanguage('en');
    expect(i18n.t('setupCenter.signInTab')).toBe('Sign-in methods');
    expect(i18n.t('signInPanels.secondTitle')).toBe('Second step');
    await setLanguage('zh-CN');
  });
});
