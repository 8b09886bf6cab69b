import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { productEndpoints } from '@/entities/product';
import { parseTelescopeChoice, useReferenceTelescope } from '@/entities/observation';

/**
 * The name of a telescope as `fits` names it: our product's (its slug until it has loaded), a reference
 * telescope's brand and model, or typed figures said as such; null without one.
 */
export function useTelescopeName(param: string | null): string | null {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  const choice = parseTelescopeChoice(param);
  const ours = choice?.kind === 'ours' ? choice.slug : '';
  const reference = choice?.kind === 'reference' ? choice.slug : '';
  const { currentData: product } = productEndpoints.product.useQuery({ lang, slug: ours }, { skip: !ours });
  const listed = useReferenceTelescope(reference || null).telescope;
  if (!choice) return param || null;
  if (choice.kind === 'own')
    return t('typed_telescope', {
      aperture: choice.optics.apertureMm,
      focal: choice.optics.focalLengthMm,
      focuser: choice.optics.focuser,
    });
  if (choice.kind === 'reference') return listed?.name ?? choice.slug;
  return product?.name ?? choice.slug;
}

/**
 * The name of the product a list is narrowed to (`?fits=`: what fits that telescope, ours, one we do
 * not sell or typed figures, or the telescopes an accessory fits), for its chip; null without one.
 */
export function useFitsName(): string | null {
  const [params] = useSearchParams();
  return useTelescopeName(params.get('fits'));
}
