/** Meanings are written as XML comments; a comment cannot hold every text. */

/** A comment body that is valid XML: no `--`, not ending in `-`, padded with spaces. */
export function commentBody(text: string): {value: string; changed: boolean} {
  let value = text
  while (value.includes('--')) value = value.replaceAll('--', '- -')
  return {value: ' ' + value + ' ', changed: value !== text}
}
