/** Lists kept as JSON text in policy columns (migration 019). Unreadable text reads as an empty list. */
export function readIds(text: string): number[] {
  const value = readJson(text);
  return Array.isArray(value) ? value.filter((item): item is number => Number.isInteger(item)) : [];
}

export function readStrings(text: string): string[] {
  const value = readJson(text);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Written only by this module as JSON; anything else is treated as "nothing", never as "all" + crash.
    return [];
  }
}

export const writeJson = (value: unknown): string => JSON.stringify(value);
