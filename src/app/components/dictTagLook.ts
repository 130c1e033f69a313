import type { BadgeProps } from '@fluentui/react-components';
import type { ListClass } from '../../shared/enums';
import {
  isListClass,
  TAG_APPEARANCES,
  TAG_SHAPES,
  TAG_SIZES,
  type TagAppearance,
  type TagShape,
  type TagSize,
} from '../../shared/rules/dictRules';

/** The Fluent badge colour of each list class (spec §2 "dictionary tag", §3 Dictionary entry listClass). */
export const LIST_CLASS_COLOURS: Readonly<Record<ListClass, NonNullable<BadgeProps['color']>>> = {
  default: 'informative',
  primary: 'brand',
  success: 'success',
  info: 'subtle',
  warning: 'warning',
  danger: 'danger',
};

/** How a dictionary tag looks: the badge's own props, and the class names left for a site stylesheet. */
export interface DictTagLook {
  color: NonNullable<BadgeProps['color']>;
  appearance: TagAppearance;
  shape: TagShape;
  size: TagSize;
  className: string;
}

const pick = <T extends string>(tokens: readonly string[], choices: readonly T[]): T | undefined =>
  choices.find((choice) => tokens.includes(choice));

/**
 * An entry's listClass and cssClass as a tag (docs/dictionaries.md "Dictionary tag"): listClass picks the colour
 * (unknown or empty: default); cssClass names among filled/outline/tint/ghost, rounded/circular/square and
 * small/medium/large set the badge's appearance, shape and size; other class names (letters, digits, '-' and '_'
 * only) are put on the tag as classes.
 */
export function dictTagLook(listClass: string, cssClass: string): DictTagLook {
  const tokens = cssClass.split(/\s+/).filter((token) => /^[A-Za-z][\w-]*$/.test(token));
  const known = new Set<string>([...TAG_APPEARANCES, ...TAG_SHAPES, ...TAG_SIZES]);
  return {
    color: LIST_CLASS_COLOURS[isListClass(listClass) ? listClass : 'default'],
    appearance: pick(tokens, TAG_APPEARANCES) ?? 'tint',
    shape: pick(tokens, TAG_SHAPES) ?? 'circular',
    size: pick(tokens, TAG_SIZES) ?? 'medium',
    className: tokens.filter((token) => !known.has(token)).join(' '),
  };
}
