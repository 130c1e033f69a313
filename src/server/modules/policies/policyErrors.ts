import { ResponseCode } from '../../../shared/codes';
import { AppError, fieldError } from '../../errors/appError';

export const policyNotFound = () => new AppError(ResponseCode.policyNotFound, 'policyNotFound');

/** The unique name index refused the write (both dialects word it differently). */
export function rethrowNameTaken(error: unknown): never {
  const text = error instanceof Error ? `${error.message} ${(error as { code?: string }).code ?? ''}` : '';
  if (/UNIQUE|unique|23505/.test(text)) throw fieldError('name', 'policyNameTaken');
  throw error;
}
