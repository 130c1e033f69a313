import { z } from 'zod';
import { Permission } from '../access/permissions';
import { endpoint } from './endpoint';

/** The vault's master keys and their rotation (docs/vault.md); the keys themselves are never answered. */
const vaultTag = 'vault';

export const VaultNodeSchema = z.object({
  nodeId: z.string(),
  currentKeyId: z.string(),
  keyIds: z.array(z.string()),
  seenAt: z.string(),
});

export const VaultRotationSchema = z.object({
  id: z.number().int(),
  status: z.enum(['running', 'done', 'failed']),
  targetKeyId: z.string(),
  generatedKey: z.boolean(),
  /** Values to move when it started, and moved so far. */
  total: z.number().int(),
  done: z.number().int(),
  pass: z.number().int(),
  /** Values still under another key when it finished. */
  remaining: z.number().int(),
  retiredKeyIds: z.array(z.string()),
  error: z.string().nullable(),
  startedBy: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type VaultRotation = z.infer<typeof VaultRotationSchema>;

export const MasterKeyStatusSchema = z.object({
  /** 'env': GATEHOUSE_MASTER_KEY (+ _PREVIOUS); 'file': <data dir>/master.key (+ master-keys/). */
  keySource: z.enum(['env', 'file']),
  currentKeyId: z.string(),
  /** Every key this node holds, the current one first, with how many sealed values it wraps. */
  keys: z.array(z.object({ keyId: z.string(), current: z.boolean(), records: z.number().int() })),
  /** Values in the first format (no key id), rewritten by the next rotation. */
  legacyRecords: z.number().int(),
  /** Values wrapped under a key this node does not hold, or not sealed values at all (should be 0). */
  unknownKeyRecords: z.number().int(),
  /** Previous keys no value refers to: safe to remove from GATEHOUSE_MASTER_KEY_PREVIOUS. */
  retirableKeyIds: z.array(z.string()),
  nodes: z.array(VaultNodeSchema),
  rotation: VaultRotationSchema.nullable(),
});
export type MasterKeyStatus = z.infer<typeof MasterKeyStatusSchema>;

export const RotateMasterKeyBodySchema = z.object({
  /**
   * True: make and install a new key first (key files only). False: move data keys to the key already
   * current. Absent: true with key files, false with GATEHOUSE_MASTER_KEY.
   */
  generateKey: z.boolean().optional(),
});

export const getMasterKeyStatus = endpoint({
  method: 'GET',
  path: '/setting-center/vault/masterKey',
  access: Permission.masterKeyRotate,
  tag: vaultTag,
  summary: 'Master keys of the vault and the progress of the last rotation',
  reply: MasterKeyStatusSchema,
});

export const rotateMasterKey = endpoint({
  method: 'POST',
  path: '/setting-center/vault/masterKey/rotate',
  access: Permission.masterKeyRotate,
  tag: vaultTag,
  summary: 'Start a master-key rotation: data keys are re-wrapped in the background',
  body: RotateMasterKeyBodySchema,
  reply: MasterKeyStatusSchema,
});
