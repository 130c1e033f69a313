import { useTranslation } from 'react-i18next';
import type { DictType } from '../../../shared/enums';
import { DictTag } from '../DictTag';
import { enumColour, enumCssClass, enumLabel } from './enumLabels';

export { LIST_CLASS_COLOURS } from '../dictTagLook';

/**
 * One value of a spec enumeration (spec §3–§4 dictionaries) as a dictionary tag: the label, list class and CSS
 * classes of the server's dictionary (editable on /system/dict), the built-in table until it is loaded.
 */
export function EnumBadge({ dictType, value }: { dictType: DictType; value: number | string }) {
  const { i18n } = useTranslation();
  return (
    <DictTag
      label={enumLabel(dictType, value, i18n.language)}
      listClass={enumColour(dictType, value)}
      cssClass={enumCssClass(dictType, value)}
    />
  );
}
