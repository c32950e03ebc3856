import { getAttributeValues, listSkuUnitValue } from '@/services/market';
import type { AttributeValue } from '@/types';
import { useRequest } from 'ahooks';
import { useLocalName } from './useText';
import type { CatalogLoad } from './useCatalog';

/**
 * What the publishing forms (commodity, demand) read of the catalog beyond the public lists: the
 * values offered for an attribute and the unit a category counts in. Cached like the catalog reads.
 */
export function useAttributeValues(code: string): CatalogLoad & { values: AttributeValue[] } {
  const { data, loading, error, refresh } = useRequest(() => getAttributeValues(code), {
    refreshDeps: [code],
    cacheKey: `publish-attribute-values-${code}`,
    staleTime: 300_000,
  });
  return { values: data ?? [], loading, error, retry: refresh };
}

/** The unit of the chosen category, in the page's language; undefined until one is chosen and known. */
export function useSkuUnit(categoryId: string | undefined): string | undefined {
  const ln = useLocalName();
  const { data } = useRequest(() => listSkuUnitValue({ categoryId }), {
    ready: !!categoryId,
    refreshDeps: [categoryId],
    cacheKey: `publish-sku-unit-${categoryId ?? ''}`,
    staleTime: 300_000,
  });
  const unit = data?.find((u) => u.categoryId === categoryId);
  return unit ? ln(unit.unit, unit.unitEn) : undefined;
}
