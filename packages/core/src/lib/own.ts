/**
 * Looking names from input up in tables: `table[name]` would find
 * `constructor`, `toString` or `__proto__` on `Object.prototype` and put a
 * function into a tree.
 */

/** `table[key]` when `key` is the table's own key, else `undefined`. */
export function own<Value>(table: Readonly<Record<string, Value>>, key: string): Value | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined
}

/** Set `table[key]` as an own property, even for `__proto__` (which `=` would take as the prototype). */
export function setOwn<Value>(table: Record<string, Value>, key: string, value: Value): void {
  Object.defineProperty(table, key, {value, enumerable: true, writable: true, configurable: true})
}
