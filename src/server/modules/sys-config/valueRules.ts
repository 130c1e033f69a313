import type { Lang } from '../../../shared/messages';
import { hasUnsafeNameChars } from '../../../shared/rules/validation';
import type { Db } from '../../db/database';
import { fieldError } from '../../errors/appError';
import { builtInName, type ValueRule } from './systemKeys';

/**
 * Checks a Gatehouse value changed on the parameter page against its rule (systemKeys.ts), including the bound
 * a related key's current value sets (a minimum length not above the maximum). Answers the value to store.
 */
export async function checkValue(db: Db, rule: ValueRule, value: string, lang: Lang): Promise<string> {
  const text = value.trim();
  if (rule.kind === 'choice') {
    if (!rule.values.includes(text))
      throw fieldError('configValue', 'configValueChoice', { choices: rule.values.join(', ') });
    return text;
  }
  if (rule.kind === 'name') {
    if (text.length === 0 || text.length > rule.max || hasUnsafeNameChars(text))
      throw fieldError('configValue', 'configValueText', { max: rule.max });
    return text;
  }
  const number = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
  if (!(number >= rule.min && number <= rule.max))
    throw fieldError('configValue', 'configValueInteger', { min: rule.min, max: rule.max });
  await checkBound(db, rule.notAbove, number, 'configValueNotAbove', lang);
  await checkBound(db, rule.notBelow, number, 'configValueNotBelow', lang);
  return String(number);
}

async function checkBound(
  db: Db,
  otherKey: string | undefined,
  number: number,
  messageKey: 'configValueNotAbove' | 'configValueNotBelow',
  lang: Lang,
): Promise<void> {
  if (!otherKey) return;
  const row = await db.selectFrom('config').select('value').where('key', '=', otherKey).executeTakeFirst();
  const other = Number.parseInt(row?.value ?? '', 10);
  if (!Number.isFinite(other)) return;
  const broken = messageKey === 'configValueNotAbove' ? number > other : number < other;
  const name = builtInName(otherKey);
  if (broken) throw fieldError('configValue', messageKey, { other: name ? name[lang] : otherKey, value: other });
}
