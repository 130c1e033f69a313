/// <reference path="../../src/app/i18n/messageTexts.d.ts" />

import { all } from 'virtual:message-texts/all';
import { texts as signInEn } from 'virtual:message-texts/sign-in/en';
import { texts as signInZh } from 'virtual:message-texts/sign-in/zh';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGE_KEYS } from '../../src/app/i18n/signInMessages';
import { messages } from '../../src/shared/messages';

/** /login loads only the shared messages it shows, in its own language. */
describe('message texts split by the build', () => {
  it('gives /login exactly the sign-in keys, each in one language', () => {
    expect(Object.keys(signInZh).sort()).toEqual([...SIGN_IN_MESSAGE_KEYS].sort());
    expect(signInZh.usernameRequired).toBe(messages.usernameRequired.zh);
    expect(signInEn.usernameRequired).toBe(messages.usernameRequired.en);
    expect(Object.values(signInZh)).not.toContain(messages.usernameRequired.en);
  });

  it('gives the later pages the whole catalogue in both languages', () => {
    expect(Object.keys(all.zh).sort()).toEqual(Object.keys(messages).sort());
    expect(all.en.passwordWeak).toBe(messages.passwordWeak.en);
  });
});
