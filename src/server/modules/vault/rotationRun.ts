import type { Deps } from '../../deps';
import type { BackgroundRun } from '../tasks';

/** How often the task centre's copy of a running rotation is brought up to date. */
const WATCH_MS = 1_000;

/**
 * Follows a master-key rotation (vault_rotations, written by the vault runtime) into its background run of the task
 * centre until it ends; stops quietly when the server closes.
 */
export function followRotation(deps: Deps, rotationId: number, background: BackgroundRun): void {
  const look = async () => {
    const row = await deps.db
      .selectFrom('vault_rotations')
      .select(['status', 'total', 'done', 'error'])
      .where('id', '=', rotationId)
      .executeTakeFirst();
    if (!row) return background.finish({ ok: false });
    await background.progress(row.done, row.total);
    if (row.status === 'running') {
      const timer = setTimeout(() => void look().catch(() => undefined), WATCH_MS);
      timer.unref();
      return;
    }
    await background.finish(
      row.status === 'done'
        ? { ok: true }
        : { ok: false, messageKey: 'taskTargetError', params: { error: row.error ?? '' } },
    );
  };
  void look().catch((error: unknown) => deps.log.warn({ err: error, rotationId }, 'rotation progress not followed'));
}
