/** The non-empty, trimmed lines of a text box (one pattern or address per line). */
export const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
