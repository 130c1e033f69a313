import { useTranslation } from 'react-i18next';
import type { CommandPolicy, NamedRef } from '../../../../shared/api/policies';

/**
 * "用户: a, b; 资产: web-1" — only the kinds that narrow the policy (the asset tags too, for behaviour
 * policies); 全部 when none do.
 */
export function ScopeSummary({ names, tags = [] }: { names: CommandPolicy['scopeNames']; tags?: readonly NamedRef[] }) {
  const { t } = useTranslation();
  const parts = (['users', 'groups', 'assets', 'accounts'] as const)
    .filter((kind) => names[kind].length > 0)
    .map((kind) => `${t(`policies.column.${kind}`)}: ${names[kind].map((entry) => entry.name).join(', ')}`);
  if (tags.length > 0) parts.push(`${t('policies.column.tags')}: ${tags.map((tag) => tag.name).join(', ')}`);
  return <>{parts.length ? parts.join('; ') : t('policies.all')}</>;
}
