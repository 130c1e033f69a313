import { z } from 'zod';
import { Permission } from '../access/permissions';
import { EXPORT_PASSWORD_MAX, EXPORT_PASSWORD_MIN, SAFE_REASON_MAX } from '../rules/cofferRules';
import { msgRef, passwordStrengthError } from '../rules/validation';
import { endpoint } from './endpoint';
import { idNumber } from './ids';

/**
 * The coffer's encrypted export (spec §5 "export (password and reason)"; docs/coffer.md "Export"): a holder of a
 * valid reveal (or manage) licence on a safe downloads every account of it with its secret, as a CSV encrypted
 * with OpenPGP under a password the caller types (AES-256; `gpg --decrypt` opens it). Each secret in the file is
 * audited as a reveal with the reason; a refused export is audited as denied.
 */
const tag = 'coffer';

/** The file's type: an OpenPGP message (binary), as `gpg --symmetric` writes it. */
export const EXPORT_MIME_TYPE = 'application/pgp-encrypted';

export const CofferExportBodySchema = z.object({
  cofferId: idNumber('cofferId'),
  /** Encrypts the file; never stored, logged or echoed. Not trimmed: every character counts. */
  password: z
    .string({ error: msgRef('exportPasswordRequired') })
    .min(1, { error: msgRef('exportPasswordRequired') })
    .min(EXPORT_PASSWORD_MIN, {
      error: msgRef('exportPasswordLength', { min: EXPORT_PASSWORD_MIN, max: EXPORT_PASSWORD_MAX }),
    })
    .max(EXPORT_PASSWORD_MAX, {
      error: msgRef('exportPasswordLength', { min: EXPORT_PASSWORD_MIN, max: EXPORT_PASSWORD_MAX }),
    })
    // The console's strength rule (spec §5): one kind of character only is too weak.
    .refine((password) => passwordStrengthError(password) === null, { error: msgRef('exportPasswordWeak') }),
  reason: z
    .string({ error: msgRef('exportReasonRequired') })
    .trim()
    .min(1, { error: msgRef('exportReasonRequired') })
    .max(SAFE_REASON_MAX, { error: msgRef('exportReasonTooLong', { max: SAFE_REASON_MAX }) }),
});
export type CofferExportBody = z.input<typeof CofferExportBodySchema>;

/** The encrypted file, base64 in the envelope like the other downloads (assetImport.ts FileDownload). */
export const CofferExportFileSchema = z.object({
  /** `<safe name>-<yyyymmdd>.csv.gpg`; the safe's name as it is (Chinese included), unsafe file characters as _. */
  fileName: z.string(),
  mimeType: z.string(),
  contentBase64: z.string(),
  /** Accounts in the file (one CSV row each). */
  accountCount: z.number().int(),
  /** Secrets in the file (passwords, private keys, passphrases): one reveal audited for each. */
  secretCount: z.number().int(),
});
export type CofferExportFile = z.infer<typeof CofferExportFileSchema>;

export const exportCoffer = endpoint({
  method: 'POST',
  path: '/coffer/export',
  access: Permission.cofferQuery,
  tag,
  summary:
    'Download every account of a safe with its secret as a CSV encrypted with OpenPGP under the given password; needs a valid reveal licence and a reason',
  body: CofferExportBodySchema,
  reply: CofferExportFileSchema,
  // Each call derives a key from the password and decrypts every secret of the safe.
  rateLimitPerMinute: 20,
  audit: {
    title: 'Export a safe (encrypted)',
    kind: 'other',
    targets: ({ body }) => {
      const id = (body as { cofferId?: unknown } | undefined)?.cofferId;
      return { ids: typeof id === 'number' ? [id] : [], names: [] };
    },
  },
});
