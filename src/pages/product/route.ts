import { errorStatus } from '@/shared/api';
import { uploadUrl } from '@/shared/lib';
import { loaderRequest, type PageAddress, type PageRoute } from '@/shared/routing';
import {
  prefetchProduct,
  productEndpoints,
  productStructuredData,
  productSummary,
  unitPrice,
} from '@/entities/product';

const argsOf = ({ lang, params }: PageAddress) => ({ lang, slug: params.slug ?? '' });

/** A product's page: the product and its related products. */
export const productRoute = {
  id: 'product',
  path: 'product/:slug',
  namespaces: ['catalog', 'cart', 'observe'],
  page: () => import(/* webpackChunkName: "page-product" */ './ui/ProductPage').then((m) => m.ProductPage),
  argsOf,
  data: (dispatch, args) => {
    dispatch(prefetchProduct(args));
    dispatch(productEndpoints.relatedProducts.initiate(args, loaderRequest));
  },
  missing: (state, args) => {
    const { data: product, error } = productEndpoints.product.select(args)(state);
    return product === null || errorStatus(error) === 404;
  },
  head: ({ args, state, t, url }) => {
    const { data: product } = productEndpoints.product.select(args)(state);
    if (!product) return {};
    const price = unitPrice(product);
    return {
      title: product.name ?? t('no_title'),
      description: productSummary(product),
      image: uploadUrl('products', product.images[0]),
      price: price === null ? undefined : price.toFixed(2),
      structuredData: productStructuredData(product, url),
    };
  },
} satisfies PageRoute<ReturnType<typeof argsOf>>;
