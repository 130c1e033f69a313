import { hostname } from 'node:os';
import type { Db } from '../db/database';
import { assertMasterKeysFit } from './keyUsage';
import type { MasterKeySettings } from './masterKeyRing';
import { beginRotation, type RotationDeps, resumeRotations, runRotation, type StartOptions } from './rotation';
import { openVault, type SecretContext, type Vault } from './vault';
import { NODE_HEARTBEAT_MS, reportNode } from './vaultNodes';

/**
 * The vault of a running server: its key ring, its node id, the heartbeat that tells the other nodes which
 * keys it holds, and the rotation it runs in the background.
 */
export class VaultRuntime {
  private heartbeat: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private closing = false;

  private constructor(
    readonly vault: Vault,
    readonly nodeId: string,
    private readonly deps: RotationDeps,
  ) {}

  /**
   * Opens the ring and checks it against the database: a master key that does not fit stops the start with
   * a VaultError naming the key ids. Then reports this node and resumes an unfinished rotation.
   */
  static async start(options: {
    db: Db;
    dataDir: string;
    masterKeys: MasterKeySettings | undefined;
    nodeId: string | undefined;
    now: () => Date;
    log: RotationDeps['log'];
  }): Promise<VaultRuntime> {
    const vault = openVault(options.dataDir, options.masterKeys);
    await assertMasterKeysFit(options.db, vault);
    const runtime = new VaultRuntime(vault, options.nodeId ?? hostname(), options);
    await runtime.report();
    runtime.heartbeat = setInterval(() => void runtime.report().catch(() => undefined), NODE_HEARTBEAT_MS);
    runtime.heartbeat.unref();
    runtime.track(resumeRotations(options, vault, runtime.runOptions()));
    return runtime;
  }

  sealSecret(plaintext: string, context: SecretContext): string {
    return this.vault.sealSecret(plaintext, context);
  }

  openSecret(sealed: string, context: SecretContext): string {
    return this.vault.openSecret(sealed, context);
  }

  /** Starts a rotation and runs it in the background; answers its id. */
  async rotate(options: Omit<StartOptions, 'nodeId'>): Promise<number> {
    const id = await beginRotation(this.deps, this.vault, { ...options, nodeId: this.nodeId });
    this.track(runRotation(this.deps, this.vault, id, this.runOptions()));
    return id;
  }

  /** The background run, for tests and the command line to wait on. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.heartbeat);
    await this.settled();
  }

  private report(): Promise<void> {
    return reportNode(this.deps.db, this.vault, this.nodeId, this.deps.now());
  }

  private runOptions() {
    return { nodeId: this.nodeId, shouldStop: () => this.closing };
  }

  private track(run: Promise<void>): void {
    const tracked = run
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'vault: master-key rotation failed'))
      .finally(() => {
        if (this.running === tracked) this.running = undefined;
      });
    this.running = tracked;
  }
}
