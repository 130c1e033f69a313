import type { MessageKey } from '../../shared/messages';

/**
 * The shared messages (src/shared/messages/index.ts, i18n namespace `msg`) that load with every page, /login
 * included: what the data layer says on any page (decideResponse.ts) and what the password form's
 * validation shows. The build puts only these, in the current language only, into the first texts
 * chunk; the whole catalogue joins with the signed-in shell, the set-up page and lazy sign-in panels
 * (messageCatalogue.ts). A text the first screen of /login shows belongs here; keep the list short
 * (src/app/features/login/README.md). Read by the build (build/messageTexts.ts): types only here.
 */
export const SIGN_IN_MESSAGE_KEYS = [
  // decideResponse.ts: any page
  'unauthorised',
  'forbidden',
  'notFound',
  'unknownError',
  'loginExpired',
  'sessionInvalid',
  'initialised',
  'captchaExpired',
  // the password form (LoginBodySchema in src/shared/api/signInPage.ts, validateLogin.ts)
  'usernameRequired',
  'passwordRequired',
  'captchaRequired',
  'fieldTooLong',
  'mustBeText',
] as const satisfies readonly MessageKey[];
