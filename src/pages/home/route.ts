import { languageOnly, loaderRequest, type PageRoute } from '@/shared/routing';
import { categoryEndpoints } from '@/entities/category';
import { newsEndpoints } from '@/entities/news-article';
import { homeShelves, productEndpoints } from '@/entities/product';

/** The shop's front page: its categories, the first news and two shelves of products. */
export const homeRoute = {
  id: 'home',
  index: true,
  listed: true,
  page: () => import(/* webpackChunkName: "page-home" */ './ui/HomePage').then((m) => m.HomePage),
  argsOf: languageOnly,
  data: (dispatch, { lang }) => {
    dispatch(categoryEndpoints.homeCategories.initiate({ lang }, loaderRequest));
    dispatch(newsEndpoints.newsPage.initiate({ lang, page: 1 }, loaderRequest));
    dispatch(productEndpoints.productList.initiate({ lang, ...homeShelves.discounted }, loaderRequest));
    dispatch(productEndpoints.productSearch.initiate({ lang, ...homeShelves.newArrivals }, loaderRequest));
  },
  head: ({ t }) => ({ title: t('home_title') }),
} satisfies PageRoute<ReturnType<typeof languageOnly>>;
