import type { NativeListenerConfig } from '../../../config';
import type { Deps } from '../../../deps';
import type { DbProtocol } from '../dbConnection';
import type { NativeProtocolHandler } from './nativeListeners';
import { loadNativeTls } from './nativeTls';

/** Each protocol's listener, made for this server's deps (postgres/, mysql/). */
export const NATIVE_HANDLERS: Partial<Record<DbProtocol, (deps: Deps) => NativeProtocolHandler>> = {};

/**
 * A protocol's listener made by the module layer (modules/db-native registers PostgreSQL's through app.ts, as the
 * Telnet connector is registered): the listener needs the modules' logins and sessions, which this layer may not import.
 */
export function registerNativeHandler(protocol: DbProtocol, make: (deps: Deps) => NativeProtocolHandler): void {
  NATIVE_HANDLERS[protocol] = make;
}

/** The port each protocol's listener takes from the settings. */
const PORT_OF: Record<DbProtocol, (config: NativeListenerConfig) => number | null> = {
  POSTGRESQL: (config) => config.postgresqlPort,
  MYSQL: (config) => config.mysqlPort,
};

/**
 * Starts the native clients' listeners the settings ask for, with the client-side certificate (the operator's
 * files or one generated once into the data dir). Only when a listener is on is a certificate read or made.
 */
export async function startNativeListeners(
  deps: Deps,
  config: NativeListenerConfig,
  defaultHost: string,
): Promise<void> {
  const wanted = (Object.keys(PORT_OF) as DbProtocol[]).filter(
    (protocol) => NATIVE_HANDLERS[protocol] && PORT_OF[protocol](config) !== null,
  );
  if (wanted.length === 0) return;
  const tls = await loadNativeTls(deps.dataDir, { certFile: config.tlsCertFile, keyFile: config.tlsKeyFile });
  for (const protocol of wanted) {
    const make = NATIVE_HANDLERS[protocol];
    if (!make) continue;
    await deps.nativeListeners.start(
      make(deps),
      { port: PORT_OF[protocol](config), host: config.host ?? defaultHost },
      tls,
    );
  }
}
