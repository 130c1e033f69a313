/** The coffer's encrypted export (docs/coffer.md "Export"). */
export {};
