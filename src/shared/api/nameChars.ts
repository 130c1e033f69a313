import * as z from 'zod/mini';
import { hasUnsafeNameChars, msgRef } from '../rules/validation';

/**
 * The check of every name field (user, nick, asset, account, tag, role, department, group, policy, proxy,
 * platform and file names…): no control, zero-width or text-direction characters (validation.ts), with a
 * message that names the field. Use as `z.string()….check(nameChars('tagName'))`. Built on zod/mini so
 * that the /login contracts (signInPage.ts) use it without loading the full zod.
 */
export const nameChars = (field: string) =>
  z.refine<string>((value) => !hasUnsafeNameChars(value), { error: msgRef('nameUnsafeChars', { field }) });
