// A campaign type's label ('product_spotlight' → 'Product Spotlight'), shared with the API's calendar feed.
export { campaignTypeLabel } from '@mailplan/shared';
