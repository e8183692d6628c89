/**
 * A campaign type's label as the screens show it: underscores as spaces, each word capitalised
 * ('product_spotlight' → 'Product Spotlight'; the spec's campaign types).
 */
export function campaignTypeLabel(type: string): string {
  return type
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
