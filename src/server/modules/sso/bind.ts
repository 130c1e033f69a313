import type { z } from 'zod';
import type { TokenReply } from '../../../shared/api/auth';
import type { SsoBindBodySchema } from '../../../shared/api/sso';
import type { Deps } from '../../deps';
import { hashToken } from '../../security/tokens';
import { requireMethodEnabled } from '../sign-in';
import { type Client, passwordLogin, revokeToken } from '../ucenter';
import { insertLink } from './links';
import { bindTicketInvalid, findBindTicket } from './requestStore';

/**
 * /bind: the user proves who they are in Gatehouse with the password sign-in itself (captcha, lockout,
 * a wrong password counted, account state, login log, second factor) and only then is the external
 * identity of the ticket linked to them, the ticket used up in the same transaction.
 */
export async function bindAndSignIn(
  deps: Deps,
  body: z.output<typeof SsoBindBodySchema>,
  client: Client,
): Promise<TokenReply> {
  await requireMethodEnabled(deps, 'sso');
  const identity = await findBindTicket(deps, body.ticket);
  const reply = await passwordLogin(deps, body, client);
  const user = await deps.db
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', body.username)
    .executeTakeFirstOrThrow();
  try {
    await deps.db.transaction().execute(async (trx) => {
      const spent = await trx
        .updateTable('sso_bind_tickets')
        .set({ used_at: deps.now().toISOString() })
        .where('ticket_hash', '=', hashToken(body.ticket))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) throw bindTicketInvalid();
      await insertLink(trx, user.id, identity, deps.now());
    });
  } catch (error) {
    // The password was right but nothing was linked: the sign-in it produced does not stand either.
    if (reply.token) await revokeToken(deps, hashToken(reply.token));
    throw error;
  }
  return reply;
}
