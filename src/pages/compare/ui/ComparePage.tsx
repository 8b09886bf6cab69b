import { useEffect } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lighten, type Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ApiDispatch, ApiState } from '@/shared/api';
import { useLang, type Lang } from '@/shared/i18n';
import { uploadUrl } from '@/shared/lib';
import { usePageArgs } from '@/shared/routing';
import { PHONE, Picture } from '@/shared/ui';
import { ProductPrice, productEndpoints, type ProductDetail } from '@/entities/product';
import { FieldDrawing, SKY_OBJECTS } from '@/entities/observation';
import { compareAddress } from '@/features/compare-products';
import { PageHeading } from '@/widgets/page-heading';
import { compareRoute } from '../route';
import { compareRows, highestPowerFields, opticsRows } from '../model/rows';

/** the products of the address, as the store has them (the route's loader asked for them), kept subscribed */
function useProducts(lang: Lang, slugs: string[]): (ProductDetail | null | undefined)[] {
  const dispatch = useDispatch<ApiDispatch>();
  useEffect(() => {
    const requests = slugs.map((slug) => dispatch(productEndpoints.product.initiate({ lang, slug })));
    return () => requests.forEach((request) => request.unsubscribe());
  }, [dispatch, lang, slugs]);
  return useSelector(
    (state: ApiState) => slugs.map((slug) => productEndpoints.product.select({ lang, slug })(state).data),
    shallowEqual,
  );
}

// the specification's name stays in view while the products scroll sideways on a phone (opaque, so the
// values slide under it); on a phone in a smaller type with less padding, so that a Georgian name such as
// "ფოკუსური მანძილი" breaks between its words, not inside them
const sticky = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  fontWeight: 700,
  px: { xs: 1, sm: 2 },
  fontSize: { xs: '0.8125rem', sm: '0.875rem' },
} as const;
const JUPITER = SKY_OBJECTS.find((object) => object.key === 'jupiter')!;
const differing = { '& > *': { bgcolor: (theme: Theme) => lighten(theme.palette.primary.main, 0.9) } } as const;

/**
 * Up to four products side by side: their specifications aligned in rows, the rows where they differ
 * highlighted (and said so to screen readers). On a phone the table scrolls sideways under its first column.
 */
export function ComparePage() {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  const { slugs } = usePageArgs(compareRoute);
  const found = useProducts(lang, slugs);
  const products = found.filter((product): product is ProductDetail => !!product);
  const { t: tObserve } = useTranslation('observe');
  const rows = [...compareRows(products), ...opticsRows(products, (key) => tObserve(`figure_${key}`))];
  const views = highestPowerFields(products);

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <PageHeading title={t('compare_title')} />
      {products.length === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center' }}>{t('compare_empty')}</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Typography
            id="compare-caption"
            variant="body2"
            color="text.secondary"
            sx={{ position: 'sticky', left: 0, mb: 1 }}
          >
            {t('compare_caption')}
          </Typography>
          <Table
            size="small"
            aria-labelledby="compare-caption"
            sx={{
              minWidth: 124 + products.length * 160,
              tableLayout: 'fixed',
              '& th, & td': { overflowWrap: 'anywhere' },
            }}
          >
            <TableHead>
              <TableRow>
                <TableCell sx={{ ...sticky, width: { xs: 124, sm: 200 } }}>
                  {/* plain to see on a phone, where the name is longer than the column in Georgian: there it is for screen readers */}
                  <Box component="span" sx={{ [PHONE]: visuallyHidden }}>
                    {t('specifications')}
                  </Box>
                </TableCell>
                {products.map((product) => (
                  <TableCell key={product.slug} scope="col" sx={{ verticalAlign: 'top' }}>
                    <Box sx={{ maxWidth: 160 }}>
                      <Picture
                        src={uploadUrl('products', product.images[0], 'thumb')}
                        alt=""
                        width={160}
                        height={160}
                      />
                    </Box>
                    <Link component={RouterLink} to={`/${lang}/product/${product.slug}`} sx={{ fontWeight: 700 }}>
                      {product.name ?? t('no_title', { ns: 'common' })}
                    </Link>
                    <ProductPrice product={product} />
                    <Link
                      component={RouterLink}
                      to={compareAddress(
                        lang,
                        products.filter((other) => other !== product).map((other) => other.slug),
                      )}
                      variant="body2"
                      aria-label={t('remove_from_compare', { name: product.name ?? product.slug })}
                      sx={{ display: 'block', mt: 1 }}
                    >
                      {t('remove')}
                    </Link>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow
                  key={row.key}
                  data-differs={row.differs || undefined}
                  sx={row.differs ? differing : undefined}
                >
                  <TableCell
                    component="th"
                    scope="row"
                    sx={row.differs ? { ...sticky, ...differing['& > *'] } : sticky}
                  >
                    {row.label}
                    {row.differs && (
                      <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                        {t('compare_differs')}
                      </Typography>
                    )}
                  </TableCell>
                  {row.values.map((value, index) => (
                    <TableCell key={products[index].slug}>{value || '—'}</TableCell>
                  ))}
                </TableRow>
              ))}
              {views.some((view) => view !== null) && (
                <TableRow>
                  <TableCell component="th" scope="row" sx={sticky}>
                    {tObserve('compare_view')}
                  </TableCell>
                  {views.map((view, index) => (
                    <TableCell key={products[index].slug}>
                      {view === null ? '—' : <FieldDrawing object={JUPITER} trueFieldDeg={view} />}
                    </TableCell>
                  ))}
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Container>
  );
}
