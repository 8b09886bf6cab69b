import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLang } from '@/shared/i18n';
import { useToast, replayable } from '@/shared/ui';
import { quantitySet } from '@/entities/cart';
import { isInStock, type Product } from '@/entities/product';
import { useQuantityChoice } from '../model/quantity';

/**
 * The product page's quantity selector and cart button, which puts exactly that quantity in the cart; its
 * toast offers the way to the cart.
 */
export function AddToCart({ product }: { product: Pick<Product, 'id' | 'liveStock'> }) {
  const { t } = useTranslation('catalog');
  const dispatch = useDispatch();
  const toast = useToast();
  const choice = useQuantityChoice(product);
  const navigate = useNavigate();
  const cartPath = `/${useLang()}/cart`;

  if (!isInStock(product)) {
    return (
      <Typography color="text.secondary" sx={{ fontWeight: 700 }}>
        {t('out_of_stock')}
      </Typography>
    );
  }

  const putInCart = () => {
    dispatch(quantitySet({ id: product.id, quantity: choice.quantity }));
    toast.success(t('added_to_cart'), {
      action: (
        <Button
          color="inherit"
          href={cartPath}
          onClick={(event) => {
            event.preventDefault();
            navigate(cartPath);
          }}
        >
          {t('go_to_cart')}
        </Button>
      ),
    });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Box
        role="group"
        aria-label={t('quantity')}
        sx={{ display: 'flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <IconButton
          onClick={choice.decrease}
          disabled={!choice.canDecrease}
          aria-label={t('decrease_quantity')}
          {...replayable(`quantity-down-${product.id}`)}
        >
          <RemoveIcon />
        </IconButton>
        <Typography component="output" aria-live="polite" sx={{ minWidth: 40, textAlign: 'center', fontWeight: 700 }}>
          {choice.quantity}
        </Typography>
        <IconButton
          onClick={choice.increase}
          disabled={!choice.canIncrease}
          aria-label={t('increase_quantity')}
          {...replayable(`quantity-up-${product.id}`)}
        >
          <AddIcon />
        </IconButton>
      </Box>
      <Button
        variant="contained"
        size="large"
        startIcon={<ShoppingCartIcon />}
        onClick={putInCart}
        {...replayable(`cart-put-${product.id}`)}
      >
        {t(choice.inCart > 0 ? 'update_cart' : 'add_to_cart')}
      </Button>
    </Box>
  );
}
