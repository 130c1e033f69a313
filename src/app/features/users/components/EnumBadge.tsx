import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DictType, ListClass } from '../../../../shared/enums';
import { enumColour, enumLabel } from '../../../components/page';

const COLOURS: Record<ListClass, BadgeProps['color']> = {
  default: 'informative',
  primary: 'brand',
  success: 'success',
  info: 'subtle',
  warning: 'warning',
  danger: 'danger',
};

/** A dictionary tag (spec §2 shared widgets) for one value of a spec enumeration. */
export function EnumBadge({ dictType, value }: { dictType: DictType; value: number | string }) {
  const { i18n } = useTranslation();
  return (
    <Badge appearance="tint" color={COLOURS[enumColour(dictType, value)]}>
      {enumLabel(dictType, value, i18n.language)}
    </Badge>
  );
}
