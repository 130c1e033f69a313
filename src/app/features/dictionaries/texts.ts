/** The text of the page's language among a dictionary's two (Chinese default, English); see docs/dictionaries.md. */
export const inLanguage = (language: string, zh: string, en: string): string => (language.startsWith('en') ? en : zh);

/** The status choices of types and entries (0 normal, 1 disabled), for the search forms. */
export const STATUS_VALUES = ['0', '1'] as const;
