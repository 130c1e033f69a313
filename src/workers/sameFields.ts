/** Whether two states agree on the given fields: stores notify their listeners only on a real change. */
export function sameFields<T>(a: T, b: T, keys: readonly (keyof T)[]): boolean {
  return keys.every((key) => a[key] === b[key]);
}
