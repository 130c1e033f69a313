import { Badge } from '@fluentui/react-components';
import { dictTagLook } from './dictTagLook';

export interface DictTagProps {
  label: string;
  /** default, primary, success, info, warning or danger; anything else shows as default. */
  listClass: string;
  cssClass?: string;
}

/** A dictionary entry as a tag (spec §2 shared widgets "dictionary tag"): its label in its list class's colour. */
export function DictTag({ label, listClass, cssClass = '' }: DictTagProps) {
  const look = dictTagLook(listClass, cssClass);
  return (
    <Badge
      appearance={look.appearance}
      color={look.color}
      shape={look.shape}
      size={look.size}
      className={look.className || undefined}
    >
      {label}
    </Badge>
  );
}
