/** The coffer's encrypted export (docs/coffer.md "Export"). */
export const exportMessages = {} as const;
