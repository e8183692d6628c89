import { useMemo } from 'react';
import { brandTokens, type BrandTokens } from '@mailplan/shared';
import { useGetBrandSettingsQuery } from '@mailplan/api/endpoints/brand';

/**
 * The brand kit's values for the `{{brand.*}}` tokens of module HTML (colours, fonts, name), as
 * the exported email fills them: the defaults until the brand settings arrive, or when there are
 * none. Used by every preview of module HTML (module screens and the campaign form).
 */
export function useBrandTokens(): BrandTokens {
  const { data } = useGetBrandSettingsQuery();
  return useMemo(() => brandTokens(data?.[0]), [data]);
}
