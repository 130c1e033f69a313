/// <reference path="./messageTexts.d.ts" />
import { texts } from 'virtual:message-texts/sign-in/zh';
import { zhCN } from './locales/zh-CN';

/** zh-CN texts every page needs, in one chunk: our own and the sign-in part of the shared messages. */
export const coreZhCN = { ...zhCN, msg: texts };
