import { loaderRequest, namedParams, type PageAddress, type PageRoute } from '@/shared/routing';
import { productEndpoints, telescopeEndpoints } from '@/entities/product';
import { EYEPIECE_CHOICES } from './model/lists';

// ?telescope= (our slug, ref:<slug> or own:<aperture>,<focal length>,<focuser>) and ?eyepiece= (our slug or
// own:<focal length>,<apparent field>), as written: the page reads them (entities/observation), so their
// reading stays in its chunk rather than in the route table every first paint loads
const argsOf = ({ lang, searchParams }: PageAddress) => ({
  lang,
  telescope: searchParams.get('telescope'),
  eyepiece: searchParams.get('eyepiece'),
});

/** a choice that names one of our products: a bare slug (the others have a prefix: ref:, own:) */
const ourSlug = (raw: string | null) => (raw && !raw.includes(':') ? raw : null);

/** What a telescope and an eyepiece show (/{locale}/observe?telescope=&eyepiece=), rendered by the server too. */
export const observeRoute = {
  id: 'observe',
  path: 'observe',
  namespaces: ['observe', 'catalog', 'cart'],
  page: () => import(/* webpackChunkName: "page-observe" */ './ui/ObservePage').then((m) => m.ObservePage),
  argsOf,
  // the pickers' lists, and our telescope's and eyepiece's pages, whose specifications give their figures:
  // the page the server renders holds them all, so hydration asks for nothing more
  data: (dispatch, { lang, telescope, eyepiece }) => {
    void dispatch(telescopeEndpoints.telescopes.initiate({ lang }, loaderRequest));
    void dispatch(productEndpoints.productList.initiate({ lang, ...EYEPIECE_CHOICES }, loaderRequest));
    [ourSlug(telescope), ourSlug(eyepiece)].forEach(
      (slug) => slug && void dispatch(productEndpoints.product.initiate({ lang, slug }, loaderRequest)),
    );
  },
  query: namedParams('telescope', 'eyepiece'),
  head: ({ t }) => ({ title: t('title', { ns: 'observe' }) }),
} satisfies PageRoute<ReturnType<typeof argsOf>>;
