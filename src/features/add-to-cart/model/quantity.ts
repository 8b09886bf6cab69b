import { useState } from 'react';
import { useSelector } from 'react-redux';
import { clampQuantity, selectQuantityInCart } from '@/entities/cart';
import type { Product } from '@/entities/product';

type CartSliceState = Parameters<typeof selectQuantityInCart>[0];

/**
 * The product page's quantity: it starts at what is already in the cart (or 1) and stays within
 * 1..live_stock as the shopper presses plus and minus.
 */
export function useQuantityChoice(product: Pick<Product, 'id' | 'liveStock'>) {
  const inCart = useSelector((state: CartSliceState) => selectQuantityInCart(state, product.id));
  const [chosen, setChosen] = useState(() => clampQuantity(inCart || 1, product.liveStock));
  const quantity = clampQuantity(chosen, product.liveStock);
  return {
    quantity,
    inCart,
    canIncrease: quantity < product.liveStock,
    canDecrease: quantity > 1,
    increase: () => setChosen(clampQuantity(quantity + 1, product.liveStock)),
    decrease: () => setChosen(clampQuantity(quantity - 1, product.liveStock)),
  };
}
