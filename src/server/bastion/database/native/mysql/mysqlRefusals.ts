import { formatMessage, type MessageKey } from '../../../../../shared/messages';
import { errPayload } from './mysqlWire';

/** A client sends no language: what the listener tells it is English. */
export function refusalText(key: MessageKey, params?: Record<string, string | number>): string {
  return formatMessage(key, 'en', params);
}

/** ER_NOT_SUPPORTED_YET: what the listener answers a command it does not relay. */
export const ER_NOT_SUPPORTED_YET = 1235;
/** ER_SPECIFIC_ACCESS_DENIED_ERROR: a statement refused by interception or an approver. */
export const ER_SPECIFIC_ACCESS_DENIED = 1227;
export const ER_UNKNOWN_STMT_HANDLER = 1243;

/** An ERR payload refusing a command or a statement (SQLSTATE 42000, as MySQL's own refusals). */
export function refusal(code: number, message: string): Buffer {
  return errPayload(code, '42000', message);
}
