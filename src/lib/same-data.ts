/**
 * Whether two values of plain data (what JSON holds: objects, arrays, strings, numbers, booleans, null) are equal
 * in depth. The session's state is such data (it is persisted as JSON); a general deep-equal (es-toolkit's
 * isEqual, about 5 KB with its type tags) was the largest library code the entry carried for this one comparison.
 * Other values (dates, maps, class instances) compare by identity.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameData(item, b[i]));
  }
  if (Object.getPrototypeOf(a) !== Object.prototype && Object.getPrototypeOf(a) !== null) return false;
  if (Object.getPrototypeOf(b) !== Object.prototype && Object.getPrototypeOf(b) !== null) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return (
    keys.length === Object.keys(y).length && keys.every((key) => Object.prototype.hasOwnProperty.call(y, key) && sameData(x[key], y[key]))
  );
}
