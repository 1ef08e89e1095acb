/** The allowed addresses as typed in their box, one per line (commas and spaces also separate). */
export function addressLines(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** The list with an address added at its end, once. */
export function withAddress(list: readonly string[], address: string): string[] {
  return list.includes(address) ? [...list] : [...list, address];
}
