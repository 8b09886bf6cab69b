import { useSearchParams } from 'react-router-dom';
import { useLang } from '@/shared/i18n';
import { productEndpoints } from '@/entities/product';
import {
  eyepieceFromSpecs,
  telescopeFromSpecs,
  useMyTelescope,
  useReferenceTelescope,
  type EyepieceChoice,
  type EyepieceOptics,
  type TelescopeChoice,
  type TelescopeOptics,
} from '@/entities/observation';

/** what the page knows of the chosen telescope: its figures once read (null: none, or unreadable) and its name */
export interface ChosenTelescope {
  optics: TelescopeOptics | null;
  name: string | null;
  loading: boolean;
}

/** The chosen telescope's figures: ours from its page's answer, a reference one from the list, typed ones as typed. */
export function useChosenTelescope(choice: TelescopeChoice | null): ChosenTelescope {
  const lang = useLang();
  const ours = choice?.kind === 'ours' ? choice.slug : '';
  const reference = choice?.kind === 'reference' ? choice.slug : '';
  const product = productEndpoints.product.useQuery({ lang, slug: ours }, { skip: !ours });
  const listed = useReferenceTelescope(reference || null);
  if (choice?.kind === 'own') return { optics: choice.optics, name: null, loading: false };
  if (choice?.kind === 'ours') {
    const found = product.data;
    return {
      optics: found ? telescopeFromSpecs(found.specs) : null,
      name: found?.name ?? null,
      loading: product.isLoading,
    };
  }
  if (choice?.kind === 'reference') {
    return { optics: listed.telescope, name: listed.telescope?.name ?? null, loading: listed.isLoading };
  }
  return { optics: null, name: null, loading: false };
}

/** the eyepiece most telescopes come with, drawn until the shopper chooses one */
export const SUPPLIED_EYEPIECE: EyepieceOptics = { focalLengthMm: 25, apparentFieldDeg: 52 };

/** The chosen eyepiece's figures (ours from its page's answer), the supplied one until one is chosen. */
export function useChosenEyepiece(choice: EyepieceChoice | null): {
  optics: EyepieceOptics | null;
  name: string | null;
} {
  const lang = useLang();
  const ours = choice?.kind === 'ours' ? choice.slug : '';
  const { data: product } = productEndpoints.product.useQuery({ lang, slug: ours }, { skip: !ours });
  if (!choice) return { optics: SUPPLIED_EYEPIECE, name: null };
  if (choice.kind === 'own') return { optics: choice.optics, name: null };
  return { optics: product ? eyepieceFromSpecs(product.specs) : null, name: product?.name ?? null };
}

/** `choose('telescope', value)`: the same page with that choice, the other kept */
export function useChoose() {
  const [, setParams] = useSearchParams();
  // a telescope chosen here is the one the next accessory list offers, as one chosen there
  const { remember } = useMyTelescope();
  return (name: 'telescope' | 'eyepiece', value: string) => {
    if (name === 'telescope') remember(value);
    setParams((params) => {
      const next = new URLSearchParams(params);
      next.set(name, value);
      return next;
    });
  };
}
