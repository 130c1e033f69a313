import type { LabelUsage } from '../../../shared/api/labels';
import { formatMessage, type Lang } from '../../../shared/messages';

/** How many names a refusal spells out before "and N more". */
const NAMED_MAX = 3;

/** “A”、“B” 等 2 个 / "A", "B" and 2 more. */
export function namedList(names: readonly string[], lang: Lang): string {
  const quoted = names.slice(0, NAMED_MAX).map((name) => (lang === 'zh' ? `“${name}”` : `"${name}"`));
  const more = names.length - NAMED_MAX;
  const list = quoted.join(lang === 'zh' ? '、' : ', ');
  return more > 0 ? `${list} ${formatMessage('labelUseMore', lang, { count: more })}` : list;
}

const join = (parts: readonly string[], lang: Lang) => parts.join(lang === 'zh' ? '、' : ', ');

/** The policies and tasks in a refusal, by name. */
export function targetsText(policyNames: readonly string[], taskNames: readonly string[], lang: Lang): string {
  const parts: string[] = [];
  if (policyNames.length > 0)
    parts.push(formatMessage('labelUsePolicies', lang, { names: namedList(policyNames, lang) }));
  if (taskNames.length > 0) parts.push(formatMessage('labelUseTasks', lang, { names: namedList(taskNames, lang) }));
  return join(parts, lang);
}

/** Every use of a label: asset and account counts, then the policies and tasks by name. */
export function usesText(
  usage: Pick<LabelUsage, 'assetCount' | 'accountCount'>,
  policyNames: readonly string[],
  taskNames: readonly string[],
  lang: Lang,
): string {
  const parts: string[] = [];
  if (usage.assetCount > 0) parts.push(formatMessage('labelUseAssets', lang, { count: usage.assetCount }));
  if (usage.accountCount > 0) parts.push(formatMessage('labelUseAccounts', lang, { count: usage.accountCount }));
  const targets = targetsText(policyNames, taskNames, lang);
  if (targets) parts.push(targets);
  return join(parts, lang);
}
