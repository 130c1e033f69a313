import { z } from 'zod';
import { msgRef } from '../rules/validation';
import { isAddress, isWebUrl } from './assetFields';

/**
 * Spec §5 Address and URL as the proxy forms and the server use them: the asset rules (assetFields.ts),
 * with the address trimmed and the URL bounded in length. Ports use assetFields' portField.
 */
export const URL_MAX = 512;

export const addressField = z
  .string({ error: msgRef('addressInvalid') })
  .trim()
  .refine(isAddress, { error: msgRef('addressInvalid') });

export const urlField = z
  .string({ error: msgRef('urlInvalid') })
  .trim()
  .max(URL_MAX, { error: msgRef('fieldTooLong', { field: 'url', max: URL_MAX }) })
  .refine(isWebUrl, { error: msgRef('urlInvalid') });
