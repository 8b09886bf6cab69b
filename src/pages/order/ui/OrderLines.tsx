import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLang } from '@/shared/i18n';
import { formatPrice, uploadUrl } from '@/shared/lib';
import type { OrderDetails } from '@/entities/order';

/** The order's lines at the prices paid, and its totals: lines - promo + delivery, and what was refunded. */
export function OrderLines({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const price = (amount: number) => formatPrice(amount, lang);
  const { totals } = order;
  const sums: [string, string][] = [
    [t('order.subtotal'), price(totals.subtotal)],
    ...(order.promo
      ? [[t('order.promo', { code: order.promo.code }), `−${price(totals.discount)}`] as [string, string]]
      : []),
    [t('order.delivery'), totals.delivery === 0 ? t('order.free') : price(totals.delivery)],
  ];
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        {t('order.lines')}
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {order.lines.map((line) => (
          <Stack component="li" key={line.slug} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Box
              component="img"
              src={uploadUrl('products', line.img, 'thumb')}
              alt=""
              width={64}
              height={64}
              sx={{ objectFit: 'contain', flexShrink: 0, bgcolor: 'background.default', borderRadius: 1 }}
            />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Link component={RouterLink} to={`/${lang}/product/${line.slug}`}>
                {line.name}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {line.quantity} × {t('order.each', { price: price(line.unitPrice) })}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{price(line.lineTotal)}</Typography>
          </Stack>
        ))}
      </Stack>
      <Divider />
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2, m: 0 }}>
        {sums.map(([name, value]) => (
          <Sum key={name} name={name} value={value} />
        ))}
        <Sum name={t('order.total')} value={price(totals.total)} strong />
        {totals.refunded > 0 && <Sum name={t('order.refunded')} value={price(totals.refunded)} />}
      </Box>
    </Stack>
  );
}

function Sum({ name, value, strong = false }: { name: string; value: string; strong?: boolean }) {
  const weight = strong ? 700 : undefined;
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: weight }}>
        {name}
      </Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: weight }}>
        {value}
      </Typography>
    </>
  );
}
