import { ResponseCode } from '../../../shared/codes';
import { AppError } from '../../errors/appError';
import type { LdapConfig } from './config';
import { DirectoryError, DirectorySession } from './directory';

/** What an administrator is told about a directory failure: which part failed, with the directory's words. */
export function directoryAppError(error: DirectoryError): AppError {
  const reason = error.reason.slice(0, 200);
  switch (error.failure) {
    case 'unreachable':
      return new AppError(ResponseCode.ldapUnreachable, 'ldapUnreachable', { reason }, { data: { field: 'url' } });
    case 'tls':
      return new AppError(ResponseCode.ldapTlsFailed, 'ldapTlsFailed', { reason }, { data: { field: 'security' } });
    case 'serviceBind':
      return new AppError(
        ResponseCode.ldapServiceBindFailed,
        'ldapServiceBindFailed',
        {},
        { data: { field: 'bindDn' } },
      );
    case 'baseDn':
      return new AppError(
        ResponseCode.ldapBaseDnInvalid,
        'ldapBaseDnInvalid',
        { baseDn: reason },
        { data: { field: 'baseDn' } },
      );
    default:
      return new AppError(ResponseCode.ldapSearchFailed, 'ldapSearchFailed', { reason });
  }
}

/** Opens a service session, runs `use`, closes it; directory failures become administrator-facing errors. */
export async function withDirectory<T>(config: LdapConfig, use: (session: DirectorySession) => Promise<T>): Promise<T> {
  let session: DirectorySession | undefined;
  try {
    session = await DirectorySession.open(config);
    return await use(session);
  } catch (error) {
    if (error instanceof DirectoryError) throw directoryAppError(error);
    throw error;
  } finally {
    await session?.close();
  }
}
