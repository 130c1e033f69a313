import type { ListClass } from '../enums';

/**
 * Rules of dictionary entries (docs/dictionaries.md), shared by the server's validation and the dictionary tag
 * widget (src/app/components/DictTag.tsx).
 */

/** The tag colour families an entry's listClass may name; '' and unknown names count as default. */
export const LIST_CLASSES = [
  'default',
  'primary',
  'success',
  'info',
  'warning',
  'danger',
] as const satisfies readonly ListClass[];

export function isListClass(text: string): text is ListClass {
  return (LIST_CLASSES as readonly string[]).includes(text);
}

/**
 * A type key: lower-case letters and underscores, starting with a letter. The by-type read
 * (`/system/dict/data/type/:type`) and the service worker's caching rule (src/sw/rules.ts) accept the same
 * characters: keep them in step.
 */
export const DICT_TYPE_PATTERN = /^[a-z][a-z_]{0,63}$/;

/** cssClass: class names separated by spaces, each a letter then letters, digits, '-' or '_'. */
export const CSS_CLASS_PATTERN = /^\s*([A-Za-z][\w-]*)(\s+[A-Za-z][\w-]*)*\s*$/;
export const CSS_CLASS_MAX = 64;

/**
 * The class names that change the tag itself (docs/dictionaries.md "Dictionary tag"); any other name is put on
 * the tag as a class for a site's own stylesheet.
 */
export const TAG_APPEARANCES = ['filled', 'outline', 'tint', 'ghost'] as const;
export const TAG_SHAPES = ['rounded', 'circular', 'square'] as const;
export const TAG_SIZES = ['small', 'medium', 'large'] as const;
export type TagAppearance = (typeof TAG_APPEARANCES)[number];
export type TagShape = (typeof TAG_SHAPES)[number];
export type TagSize = (typeof TAG_SIZES)[number];

/** Status of a dictionary type or entry: only normal ones are served to lookups. */
export const DictStatus = { normal: 0, disabled: 1 } as const;
