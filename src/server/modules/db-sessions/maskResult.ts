import type { DbColumn } from '../../../shared/api/dbSessions';
import { type MaskRule, maskValue } from '../../../shared/rules/dataMasking';
import type { DbProtocol, RawResult } from '../../bastion/database/dbConnection';
import { maskedColumns } from './maskedColumns';

/**
 * A result as it may leave the bastion under the masking rules in effect: the values of masked columns replaced
 * (maskValue), those columns marked `masked`. Without rules, or for a statement without columns, it is unchanged.
 */
export function maskResult(
  protocol: DbProtocol,
  sql: string,
  result: RawResult,
  rules: readonly MaskRule[],
): RawResult {
  if (rules.length === 0 || result.columns.length === 0) return result;
  const kinds = maskedColumns(
    protocol,
    sql,
    result.columns.map((column) => column.name),
    rules,
  );
  if (kinds.every((kind) => kind === null)) return result;
  const columns: DbColumn[] = result.columns.map((column, index) =>
    kinds[index] ? { ...column, masked: true } : column,
  );
  const rows = result.rows.map((row) =>
    row.map((value, index) => {
      const kind = kinds[index];
      return kind ? maskValue(kind, value) : value;
    }),
  );
  return { ...result, columns, rows };
}
