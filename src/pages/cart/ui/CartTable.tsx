import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useLang } from '@/shared/i18n';
import { PHONE, stackedTableOnPhone } from '@/shared/ui';
import { formatPrice, uploadUrl } from '@/shared/lib';
import { clampQuantity, selectCart, type CartLine } from '@/entities/cart';
import { CartQuantityField } from './CartQuantityField';
import { RemoveFromCartButton } from './RemoveFromCartButton';

const columns = ['product', 'price', 'quantity', 'line_total', 'actions'] as const;

function UnitPrice({ line }: { line: CartLine }) {
  const lang = useLang();
  const { t } = useTranslation('cart');
  const { price, discounted } = line.product;
  if (line.unitPrice === null) return <>{t('no_price')}</>;
  if (discounted === null || price === null) return <>{formatPrice(line.unitPrice, lang)}</>;
  return (
    <>
      <Typography component="span" color="error" sx={{ fontWeight: 700, display: 'block' }}>
        {formatPrice(discounted, lang)}
      </Typography>
      <Typography component="del" variant="body2" color="text.secondary">
        {formatPrice(price, lang)}
      </Typography>
    </>
  );
}

// On a phone each line is a card: the product, its price, then quantity and remove side by side,
// then the line's total (see stackedTableOnPhone)
const lineCard = {
  [PHONE]: {
    '& td[data-cell="quantity"]': { gridRow: 3, gridColumn: 1 },
    '& td[data-cell="actions"]': { gridRow: 3, gridColumn: 2 },
    '& td[data-cell="line_total"]': { gridRow: 4, fontWeight: 700 },
  },
};
/** the columns named before their value on a phone's card (the others explain themselves) */
const labelled = new Set<(typeof columns)[number]>(['price', 'line_total']);

/** The cart's rows as the server priced them, with the shopper's quantities; skeletons until then. */
export function CartTable({ lines }: { lines: CartLine[] | undefined }) {
  const { t } = useTranslation('cart');
  const lang = useLang();
  const { products } = useSelector(selectCart);
  return (
    <TableContainer sx={[stackedTableOnPhone, lineCard]}>
      <Table aria-label={t('title')} role="table">
        <TableHead role="rowgroup">
          <TableRow role="row">
            {columns.map((column) => (
              <TableCell key={column} role="columnheader">
                {column === 'actions' ? (
                  <Box component="span" sx={visuallyHidden}>
                    {t(column)}
                  </Box>
                ) : (
                  t(column)
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody role="rowgroup">
          {lines === undefined &&
            Object.keys(products ?? {}).map((id) => (
              <TableRow key={id} role="row">
                {columns.map((column) => (
                  <TableCell key={column} role="cell" data-cell={column}>
                    {column === 'product' ? <Skeleton variant="rounded" width={200} height={64} /> : <Skeleton />}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {lines?.map((line) => {
            const { product } = line;
            const name = product.name ?? t('no_title');
            const wanted = products?.[String(product.id)] ?? line.quantity;
            const quantity = clampQuantity(wanted, product.liveStock);
            return (
              <TableRow key={product.id} role="row">
                <Cell column="product">
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                    <Box
                      component="img"
                      src={uploadUrl('products', product.images[0], 'thumb')}
                      alt=""
                      sx={{ width: 64, height: 64, objectFit: 'contain', flexShrink: 0 }}
                    />
                    <Link
                      component={RouterLink}
                      to={`/${lang}/product/${product.slug}`}
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {name}
                    </Link>
                  </Box>
                </Cell>
                <Cell column="price">
                  <UnitPrice line={line} />
                </Cell>
                <Cell column="quantity">
                  <CartQuantityField
                    productId={product.id}
                    quantity={quantity}
                    wanted={wanted}
                    liveStock={product.liveStock}
                    name={name}
                  />
                </Cell>
                <Cell column="line_total">
                  {line.unitPrice === null ? '--' : formatPrice(line.unitPrice * quantity, lang)}
                </Cell>
                <Cell column="actions">
                  <RemoveFromCartButton productId={product.id} name={name} />
                </Cell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** a line's cell: where it sits on a phone's card, and its column's name there when it needs one */
function Cell({ column, children }: { column: (typeof columns)[number]; children: ReactNode }) {
  const { t } = useTranslation('cart');
  return (
    <TableCell role="cell" data-cell={column} data-label={labelled.has(column) ? t(column) : undefined}>
      {children}
    </TableCell>
  );
}
