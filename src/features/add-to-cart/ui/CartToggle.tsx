import IconButton from '@mui/material/IconButton';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useToast, replayable } from '@/shared/ui';
import { productRemoved, quantitySet, selectQuantityInCart } from '@/entities/cart';
import type { Product } from '@/entities/product';

type CartSliceState = Parameters<typeof selectQuantityInCart>[0];

/**
 * The product card's cart icon: puts one piece in the cart ("added to cart"), or takes the product
 * out again ("remove from cart", an error-style toast as the spec has it).
 */
export function CartToggle({ product }: { product: Pick<Product, 'id' | 'name'> }) {
  const { t } = useTranslation('catalog');
  const dispatch = useDispatch();
  const toast = useToast();
  const inCart = useSelector((state: CartSliceState) => selectQuantityInCart(state, product.id)) > 0;
  const name = product.name ?? t('no_title', { ns: 'common' });

  const toggle = () => {
    if (inCart) {
      dispatch(productRemoved(product.id));
      toast.error(t('remove_from_cart'));
    } else {
      dispatch(quantitySet({ id: product.id, quantity: 1 }));
      toast.success(t('added_to_cart'));
    }
  };

  return (
    <IconButton
      onClick={toggle}
      // a tap made before the page became the shop is made again only if the icon still does the same
      {...replayable(`cart-${inCart ? 'remove' : 'add'}-${product.id}`)}
      color={inCart ? 'secondary' : 'primary'}
      aria-pressed={inCart}
      aria-label={t(inCart ? 'remove_named_from_cart' : 'add_named_to_cart', { name })}
    >
      {inCart ? <RemoveShoppingCartIcon /> : <AddShoppingCartIcon />}
    </IconButton>
  );
}
