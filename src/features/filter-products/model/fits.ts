import { useSearchParams } from 'react-router-dom';
import { useLang } from '@/shared/i18n';
import { productEndpoints } from '@/entities/product';

/**
 * The name of the product a list is narrowed to (`?fits={slug}`: what fits that telescope, or the
 * telescopes an accessory fits), for its chip; its slug until the product has loaded, null without one.
 */
export function useFitsName(): string | null {
  const [params] = useSearchParams();
  const slug = params.get('fits') ?? '';
  const { currentData: product } = productEndpoints.product.useQuery({ lang: useLang(), slug }, { skip: !slug });
  return slug ? (product?.name ?? slug) : null;
}
