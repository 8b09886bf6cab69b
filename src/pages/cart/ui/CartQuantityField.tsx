import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import TextField from '@mui/material/TextField';
import { clampQuantity, quantitySet } from '@/entities/cart';

const steps: Record<string, number> = { ArrowUp: 1, ArrowDown: -1 };

/**
 * A cart line's quantity, 1..live stock. One chosen above the stock (it sold meanwhile) shows the stock
 * and says "only N left" under it; the stored quantity stays until the shopper steps it. It cannot be typed into: arrow up and down step it, tab
 * moves on, every other key is ignored (the spec), and the spinner buttons step it too.
 */
export function CartQuantityField({
  productId,
  quantity,
  wanted,
  liveStock,
  name,
}: {
  productId: number;
  /** what is shown and priced: the wanted quantity within the stock */
  quantity: number;
  /** what the cart holds */
  wanted: number;
  liveStock: number;
  name: string;
}) {
  const { t } = useTranslation('cart');
  const dispatch = useDispatch();
  const change = (asked: number) => {
    const next = clampQuantity(asked, liveStock);
    if (next !== wanted) dispatch(quantitySet({ id: productId, quantity: next }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Tab') return;
    event.preventDefault();
    if (event.key in steps) change(quantity + steps[event.key]);
  };

  return (
    <TextField
      type="number"
      size="small"
      value={quantity}
      onKeyDown={onKeyDown}
      onPaste={(event) => event.preventDefault()}
      onChange={(event) => change(Number(event.target.value))}
      sx={{ width: 96 }}
      helperText={wanted > quantity && liveStock > 0 ? t('only_left', { count: liveStock }) : undefined}
      slotProps={{
        formHelperText: { sx: { mx: 0, color: 'warning.dark', whiteSpace: 'nowrap' } },
        htmlInput: { min: 1, max: Math.max(1, liveStock), step: 1, 'aria-label': t('quantity_of', { name }) },
      }}
    />
  );
}
