import { setTimeout as sleep } from 'node:timers/promises';
import type { ServerConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';
import { masterKeyStatus } from '../modules/vault';
import { masterKeyOf } from '../security/envelope';
import { newMasterKeyText } from '../security/masterKeyRing';
import { RotationRefused } from '../security/rotation';
import { VaultRuntime } from '../security/vaultRuntime';

export const VAULT_COMMANDS = ['rotate-master-key', 'master-key-status', 'generate-master-key'] as const;

const usage = `Vault commands (docs/vault.md):
  generate-master-key               print a new random master key and its id (for GATEHOUSE_MASTER_KEY)
  master-key-status                 print key ids, their record counts, nodes and the last rotation
  rotate-master-key [--no-generate] key files: install a new master key, then re-wrap every data key;
                                    GATEHOUSE_MASTER_KEY (or --no-generate): re-wrap to the current key`;

const say = (text: string) => process.stdout.write(`${text}\n`);
const log = {
  info: (_: object, msg: string) => say(msg),
  warn: (obj: object, msg: string) => process.stderr.write(`${msg} ${describe(obj)}\n`),
  error: (obj: object, msg: string) => process.stderr.write(`${msg} ${describe(obj)}\n`),
};

function describe(obj: object): string {
  const { err, ...rest } = obj as { err?: unknown };
  return `${err instanceof Error ? err.message : ''} ${JSON.stringify(rest)}`.trim();
}

/** Runs a vault command against the configured database and key ring; answers the exit code. */
export async function runVaultCommand(args: readonly string[], config: ServerConfig): Promise<number> {
  const [command, ...flags] = args;
  if (command === 'generate-master-key') {
    const text = newMasterKeyText();
    say(`${text}\nkey id: ${masterKeyOf(Buffer.from(text, 'hex')).id}`);
    return 0;
  }
  if (command !== 'rotate-master-key' && command !== 'master-key-status') {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  const { db } = openDatabase(config);
  let runtime: VaultRuntime | undefined;
  try {
    await migrateToLatest(db);
    const now = () => new Date();
    runtime = await VaultRuntime.start({
      db,
      dataDir: config.dataDir,
      masterKeys: config.masterKeys,
      nodeId: config.nodeId,
      now,
      log,
    });
    const deps = { db, vault: runtime, now };
    if (command === 'master-key-status') {
      say(JSON.stringify(await masterKeyStatus(deps), null, 2));
      return 0;
    }
    // A rotation stopped by a crash is finished first.
    await runtime.settled();
    const generateKey = !flags.includes('--no-generate') && runtime.vault.ring.source === 'file';
    await runtime.rotate({ startedBy: 'command line', generateKey });
    let finished = false;
    void runtime.settled().then(() => {
      finished = true;
    });
    while (!finished) {
      const { rotation } = await masterKeyStatus(deps);
      if (rotation) say(`rotation ${rotation.id}: ${rotation.done}/${rotation.total} moved (pass ${rotation.pass})`);
      await Promise.race([sleep(1000), runtime.settled()]);
    }
    const status = await masterKeyStatus(deps);
    say(JSON.stringify({ currentKeyId: status.currentKeyId, keys: status.keys, rotation: status.rotation }, null, 2));
    return status.rotation?.status === 'done' ? 0 : 1;
  } catch (error) {
    if (error instanceof RotationRefused) {
      const nodes = error.nodes.map((node) => `${node.nodeId} (current key ${node.currentKeyId})`).join(', ');
      process.stderr.write(`Rotation refused: ${error.reason}${nodes ? `: ${nodes}` : ''}\n`);
      return 1;
    }
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await runtime?.close();
    await db.destroy();
  }
}
