import type { FastifyRequest } from 'fastify';

export interface RelyingParty {
  rpId: string;
  /** Origins whose signatures are accepted. */
  origins: string[];
}

/**
 * Who the security keys are bound to. GATEHOUSE_RP_ID (a domain, e.g. bastion.example.com) and
 * GATEHOUSE_ORIGIN (comma-separated https origins) fix it for a deployment behind a proxy; without them
 * the request's own host and scheme are used, which is right for a console served directly. Keys bound
 * under one RP ID do not work under another: set these before users bind keys. Browsers refuse IP
 * addresses as RP ID, so a deployment reached by IP alone cannot offer security keys.
 */
export function relyingPartyOf(request: FastifyRequest, env: NodeJS.ProcessEnv = process.env): RelyingParty {
  const configuredOrigins = (env.GATEHOUSE_ORIGIN ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => URL.canParse(origin))
    .map((origin) => new URL(origin).origin);
  const rpId = env.GATEHOUSE_RP_ID?.trim() || configuredHost(configuredOrigins) || request.hostname;
  const origins = configuredOrigins.length > 0 ? configuredOrigins : [`${request.protocol}://${request.host}`];
  return { rpId, origins };
}

function configuredHost(origins: string[]): string | undefined {
  const first = origins[0];
  return first ? new URL(first).hostname : undefined;
}
