/** Gatehouse's Telnet layer: logged-in connections to Telnet assets, as HostConnection. */
export { TelnetConnection } from './connection';
export { classifySocketError, TelnetConnectError, type TelnetFailureKind } from './errors';
export { DEFAULT_LOGIN_PATTERNS, type LoginPatterns } from './loginDialogue';
export { openTelnetConnection, type TelnetConnectOptions, type TelnetTimeouts } from './openTelnetConnection';
