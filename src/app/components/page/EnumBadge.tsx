import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DictType, ListClass } from '../../../shared/enums';
import { enumColour, enumLabel } from './enumLabels';

/** The Fluent badge colour of a dictionary entry's list class (spec §3–§4 tags). */
export const LIST_CLASS_COLOURS: Readonly<Record<ListClass, BadgeProps['color']>> = {
  default: 'informative',
  primary: 'brand',
  success: 'success',
  info: 'subtle',
  warning: 'warning',
  danger: 'danger',
};

/** One value of a spec enumeration (spec §2 shared widgets, §3–§4 dictionaries) as a coloured tag. */
export function EnumBadge({ dictType, value }: { dictType: DictType; value: number | string }) {
  const { i18n } = useTranslation();
  return (
    <Badge appearance="tint" color={LIST_CLASS_COLOURS[enumColour(dictType, value)]}>
      {enumLabel(dictType, value, i18n.language)}
    </Badge>
  );
}
