import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { checkSessionStanding, ownerActivity, STANDING_CHECK_MS } from '../terminal';

export { ownerActivity };

/**
 * Graphical sessions stand on what terminal sessions stand on (the console sign-in, the authorisation from the
 * address, the behaviour policies' idle and maximum times), checked by the terminal's own standing check.
 */
export function scheduleGraphicalStandingChecks(app: FastifyInstance, deps: Deps): void {
  const timer = setInterval(() => {
    checkSessionStanding(deps, deps.graphical.live()).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'graphical session standing check failed'),
    );
  }, STANDING_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
