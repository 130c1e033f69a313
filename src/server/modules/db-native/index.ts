/** What app.ts and the native listeners (bastion/database/native) use from the native clients' module. */

export { mysqlListener } from './mysql/mysqlListener';
export type { NativeAccess, NativeIdentity } from './nativeAccess';
export {
  authorizeNative,
  findNativeLogin,
  type NativeLogin,
  NativeLoginError,
  needsCleartext,
  verifyNativePassword,
  verifyNativeScramble,
} from './nativeLogin';
export { refuseWhereMasked } from './nativeMaskingGuard';
export {
  type NativeConnectionControls,
  NativeSession,
  type NativeStatementEnd,
} from './nativeSession';
export { sweepNativeTokens } from './nativeTokens';
export { PgListener } from './postgres/pgListener';
export { dbNativeHandlers } from './routes';
