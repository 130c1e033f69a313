import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FlowTagView } from '../flowTags';

/** A status, result or decision as a coloured tag (spec §4). */
export function FlowTag({ tag }: { tag: FlowTagView }) {
  const { t } = useTranslation();
  return (
    <Badge appearance="tint" color={tag.colour}>
      {t(tag.labelKey)}
    </Badge>
  );
}
