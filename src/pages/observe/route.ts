import { loaderRequest, namedParams, type PageAddress, type PageRoute } from '@/shared/routing';
import { productEndpoints } from '@/entities/product';
import { parseEyepieceChoice, parseTelescopeChoice, referenceEndpoints } from '@/entities/observation';

// ?telescope= (our slug, ref:<slug> or own:<aperture>,<focal length>,<focuser>) and ?eyepiece= (our slug or
// own:<focal length>,<apparent field>); anything unreadable is no choice
const argsOf = ({ lang, searchParams }: PageAddress) => ({
  lang,
  telescope: parseTelescopeChoice(searchParams.get('telescope')),
  eyepiece: parseEyepieceChoice(searchParams.get('eyepiece')),
});

/** What a telescope and an eyepiece show (/{locale}/observe?telescope=&eyepiece=), rendered by the server too. */
export const observeRoute = {
  id: 'observe',
  path: 'observe',
  namespaces: ['observe', 'catalog', 'cart'],
  page: () => import(/* webpackChunkName: "page-observe" */ './ui/ObservePage').then((m) => m.ObservePage),
  argsOf,
  data: (dispatch, { lang, telescope, eyepiece }) => {
    if (telescope?.kind === 'ours')
      void dispatch(productEndpoints.product.initiate({ lang, slug: telescope.slug }, loaderRequest));
    if (telescope?.kind === 'reference')
      void dispatch(referenceEndpoints.referenceTelescopes.initiate({ lang, q: telescope.slug }, loaderRequest));
    if (eyepiece?.kind === 'ours')
      void dispatch(productEndpoints.product.initiate({ lang, slug: eyepiece.slug }, loaderRequest));
  },
  query: namedParams('telescope', 'eyepiece'),
  head: ({ t }) => ({ title: t('title', { ns: 'observe' }) }),
} satisfies PageRoute<ReturnType<typeof argsOf>>;
