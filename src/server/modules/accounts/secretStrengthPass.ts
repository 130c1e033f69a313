import type { FastifyInstance } from 'fastify';
import { passwordStrength } from '../../../shared/rules/validation';
import type { Deps } from '../../deps';
import { VaultError } from '../../security/vaultError';
import { openAccountSecret } from './secrets';

const BATCH = 500;

/**
 * Gives the passwords stored before strengths were kept (migration 028) their §5 strength, a batch at a time; a
 * password that does not open (a key this node lacks) is left for a node that has it. Answers how many it rated.
 */
export async function rateStoredPasswords(deps: Pick<Deps, 'db' | 'vault' | 'log'>): Promise<number> {
  let rated = 0;
  let afterId = 0;
  for (;;) {
    const rows = await deps.db
      .selectFrom('accounts')
      .select(['id', 'secret_sealed'])
      .where('auth_kind', '=', 'password')
      .where('secret_sealed', 'is not', null)
      .where('secret_strength', 'is', null)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return rated;
    for (const row of rows) {
      afterId = row.id;
      let strength: string | null;
      try {
        strength = passwordStrength(openAccountSecret(deps.vault, row.id, 'secret', row.secret_sealed ?? ''));
      } catch (error) {
        if (!(error instanceof VaultError)) throw error;
        deps.log.warn({ accountId: row.id }, 'vault: a stored password could not be rated (does not open here)');
        continue;
      }
      await deps.db
        .updateTable('accounts')
        .set({ secret_strength: strength })
        .where('id', '=', row.id)
        .where('secret_strength', 'is', null)
        .execute();
      rated += 1;
    }
  }
}

/** Runs the pass once the server is ready, in the background. */
export function scheduleSecretStrengthPass(app: FastifyInstance, deps: Deps): void {
  app.addHook('onReady', async () => {
    rateStoredPasswords(deps).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'vault: rating stored passwords failed'),
    );
  });
}
