/**
 * Page building blocks for list and detail pages (list frames, search forms, label/value list, in-console links,
 * enumeration labels), shared by every feature. They live here rather than in one feature so that no
 * feature imports another feature's index, whose static imports would land in the boot chunk that /login
 * pays for.
 */
export { type Choice, ChoiceFilter } from './ChoiceFilter';
export { DetailList } from './DetailList';
export { EnumBadge, LIST_CLASS_COLOURS } from './EnumBadge';
export { enumColour, enumCssClass, enumLabel, enumOptions } from './enumLabels';
export { ListFrame, type ListFrameProps } from './ListFrame';
export { type PagedList, PagedListFrame, type PagedListFrameProps } from './PagedListFrame';
export { RouteLink } from './RouteLink';
export { SearchBar } from './SearchBar';
export { SearchForm, type SearchFormProps, useSearchValues } from './SearchForm';
export { TagsField, type TagsFieldProps } from './TagsField';
export { TextFilter } from './TextFilter';
