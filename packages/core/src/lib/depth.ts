/**
 * How deeply a tree may nest, and where it nests deeper. Apart from the
 * validator so that readers can bound their depth without loading the zod
 * schemas.
 */

function isObject(value: unknown): value is Record<string | number, unknown> {
  return typeof value === 'object' && value !== null
}

/**
 * How deeply objects and arrays may nest in a tree: room for a bid 320
 * calls deep (the longest auction has 319 calls) with its meaning, which
 * the schemas and every writer handle; the schemas overflow the stack from
 * about 980.
 */
export const maxNesting = 700

/**
 * Whether some value is nested deeper than `limit` objects and arrays. Walks
 * without recursion and without a key list per object (a reader's tree has
 * a million objects, positions included: this check must not allocate per
 * object).
 */
function deeperThan(value: Record<string | number, unknown>, limit: number): boolean {
  const values: Array<Record<string | number, unknown>> = [value]
  const depths: number[] = [1]
  while (values.length > 0) {
    const top = values.pop()!
    const depth = depths.pop()!
    if (Array.isArray(top)) {
      for (const child of top) {
        if (!isObject(child)) continue
        if (depth >= limit) return true
        values.push(child)
        depths.push(depth + 1)
      }

      continue
    }

    for (const key in top) {
      if (!Object.hasOwn(top, key)) continue
      const child = top[key]
      if (!isObject(child)) continue
      if (depth >= limit) return true
      values.push(child)
      depths.push(depth + 1)
    }
  }

  return false
}

/** The path of the first value nested deeper than `limit` objects and arrays, found without recursion. */
export function pathDeeperThan(value: unknown, limit: number): Array<string | number> | undefined {
  if (!isObject(value) || !deeperThan(value, limit)) return undefined
  // Depth first, the stack holding each open object's keys and the next one to visit.
  const stack: Array<{value: Record<string | number, unknown>; keys: string[]; next: number}> = [{value, keys: Object.keys(value), next: 0}]
  while (stack.length > 0) {
    const top = stack.at(-1)!
    if (top.next === top.keys.length) {
      stack.pop()
      continue
    }

    const child = top.value[top.keys[top.next++]!]
    if (!isObject(child)) continue
    if (stack.length >= limit) {
      return stack.map((entry) => {
        const key = entry.keys[entry.next - 1]!
        return Array.isArray(entry.value) ? Number(key) : key
      })
    }

    stack.push({value: child, keys: Object.keys(child), next: 0})
  }

  return undefined
}
