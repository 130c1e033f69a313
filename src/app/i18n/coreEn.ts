/// <reference path="./messageTexts.d.ts" />
import { texts } from 'virtual:message-texts/sign-in/en';
import { en } from './locales/en';

/** English texts every page needs, in one chunk: our own and the sign-in part of the shared messages. */
export const coreEn = { ...en, msg: texts };
