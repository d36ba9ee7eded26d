/** A name containing "chroma" marks a Chroma product; with "legacy" too, Chroma legacy. */
export function isChromaProduct(name: string): boolean {
  return /chroma/i.test(name);
}
export function isChromaLegacyProduct(name: string): boolean {
  return isChromaProduct(name) && /legacy/i.test(name);
}
