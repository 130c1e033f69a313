import { ResponseCode } from '../../../shared/codes';
import { AppError, fieldError } from '../../errors/appError';

export const dictTypeNotFound = () =>
  new AppError(ResponseCode.notFound, 'dictTypeNotFound', {}, { data: { field: 'dictId' } });
export const dictDataNotFound = () =>
  new AppError(ResponseCode.notFound, 'dictDataNotFound', {}, { data: { field: 'dictCode' } });
export const dictTypeTaken = (type: string) => fieldError('dictType', 'dictTypeTaken', { type });
export const dictValueTaken = (value: string) => fieldError('dictValue', 'dictValueTaken', { value });

/** A change to a system dictionary that code depends on (docs/dictionaries.md "System dictionaries"). */
export const systemRefusal = (messageKey: 'dictSystemValueFixed' | 'dictSystemStatusFixed', field: string) =>
  new AppError(ResponseCode.conflict, messageKey, {}, { data: { field } });
