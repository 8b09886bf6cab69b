import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Link } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { selectCartCount } from '@/entities/cart';

type CartSliceState = Parameters<typeof selectCartCount>[0];

/** The cart link, its badge counting distinct products. */
export function CartLink() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const count = useSelector((state: CartSliceState) => selectCartCount(state));
  return (
    <IconButton
      component={Link}
      to={`/${lang}/cart`}
      color="inherit"
      sx={{ p: { xs: 0.75, sm: 1 } }}
      aria-label={t('cart_with_count', { total: count })}
    >
      <Badge badgeContent={count} color="secondary" data-testid="cart-badge">
        <ShoppingCartIcon />
      </Badge>
    </IconButton>
  );
}
