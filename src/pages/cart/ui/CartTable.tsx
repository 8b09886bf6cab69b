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
import { useLang } from '@/shared/i18n';
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

/** The cart's rows as the server priced them, with the shopper's quantities; skeletons until then. */
export function CartTable({ lines }: { lines: CartLine[] | undefined }) {
  const { t } = useTranslation('cart');
  const lang = useLang();
  const { products } = useSelector(selectCart);
  return (
    <TableContainer>
      <Table aria-label={t('title')}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{column === 'actions' ? <Box component="span" sx={visuallyHidden}>{t(column)}</Box> : t(column)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines === undefined &&
            Object.keys(products ?? {}).map((id) => (
              <TableRow key={id}>
                {columns.map((column) => (
                  <TableCell key={column}>{column === 'product' ? <Skeleton variant="rounded" width={200} height={64} /> : <Skeleton />}</TableCell>
                ))}
              </TableRow>
            ))}
          {lines?.map((line) => {
            const { product } = line;
            const name = product.name ?? t('no_title');
            const quantity = clampQuantity(products?.[String(product.id)] ?? line.quantity, product.liveStock);
            return (
              <TableRow key={product.id}>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                    <Box
                      component="img"
                      src={uploadUrl('products', product.images[0], 'thumb')}
                      alt=""
                      sx={{ width: 64, height: 64, objectFit: 'contain', flexShrink: 0 }}
                    />
                    <Link component={RouterLink} to={`/${lang}/product/${product.slug}`}>
                      {name}
                    </Link>
                  </Box>
                </TableCell>
                <TableCell>
                  <UnitPrice line={line} />
                </TableCell>
                <TableCell>
                  <CartQuantityField productId={product.id} quantity={quantity} liveStock={product.liveStock} name={name} />
                </TableCell>
                <TableCell>{line.unitPrice === null ? '--' : formatPrice(line.unitPrice * quantity, lang)}</TableCell>
                <TableCell>
                  <RemoveFromCartButton productId={product.id} name={name} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;
