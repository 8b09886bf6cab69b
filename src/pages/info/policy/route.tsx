import { errorStatus } from '@/shared/api';
import { loaderRequest, type PageAddress, type PageRoute } from '@/shared/routing';
import { deliveryEndpoints } from '@/entities/delivery';
import { pageContentEndpoints, policyKinds } from '@/entities/page-content';

/** The policies (personal, delivery, return, warranty, cookie, privacy), one page each under its own path. */
export const policyRoutes = policyKinds.map((kind) => {
  const argsOf = ({ lang }: PageAddress) => ({ lang, kind });
  return {
    id: kind,
    path: kind,
    listed: true,
    page: () =>
      import(/* webpackChunkName: "page-policy" */ './ui/PolicyPage').then(({ PolicyPage }) => () => (
        <PolicyPage kind={kind} />
      )),
    // the delivery terms draw their fees and days from the delivery settings, in the checkout's words: the
    // server's HTML carries them, so hydration asks for nothing more
    ...(kind === 'delivery' && { namespaces: ['checkout'] }),
    argsOf,
    data: (dispatch, args) => {
      void dispatch(pageContentEndpoints.policy.initiate(args, loaderRequest));
      if (kind === 'delivery')
        void dispatch(deliveryEndpoints.deliveryOptions.initiate({ lang: args.lang }, loaderRequest));
    },
    // a server that has no such page
    missing: (state, args) => errorStatus(pageContentEndpoints.policy.select(args)(state).error) === 404,
    head: ({ t }) => ({ title: t(`footer_links.${kind}`) }),
  } satisfies PageRoute<ReturnType<typeof argsOf>>;
});
