import type { Protocol } from '../../../../shared/api/assetFields';

/** The database protocols the SQL console speaks (spec §3 spelling, as an asset stores them). */
export type DbProtocol = Extract<Protocol, 'MySQL' | 'PostgreSQL'>;

/**
 * Whether an asset opens as a SQL console: it has a database protocol and no terminal one (an asset with SSH or
 * Telnet opens its terminal, as before). The server decides the same way which database it logs into.
 */
export function databaseProtocol(asset: { protocols: readonly { protocol: string }[] }): DbProtocol | undefined {
  const names = asset.protocols.map((one) => one.protocol);
  if (names.some((name) => name === 'SSH' || name === 'TELNET')) return undefined;
  return names.find((name): name is DbProtocol => name === 'MySQL' || name === 'PostgreSQL');
}

/** Session rows of database sessions (the session audit's protocol names): never reattached as a terminal. */
export const isDatabaseSessionProtocol = (protocol: string) => protocol === 'MYSQL' || protocol === 'POSTGRESQL';
