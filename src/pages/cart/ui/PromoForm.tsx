import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { promoApplied, selectCart } from '@/entities/cart';

/** The promo code box: activating stores the code in the cart, and the totals are priced with it. */
export function PromoForm() {
  const { t } = useTranslation('cart');
  const dispatch = useDispatch();
  const { promo } = useSelector(selectCart);
  const [code, setCode] = useState(promo ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(promoApplied(code));
  };

  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={onSubmit}>
      <TextField size="small" label={t('promo_code')} value={code} onChange={(event) => setCode(event.target.value)} />
      <Button type="submit" variant="outlined">
        {t('activate')}
      </Button>
    </Stack>
  );
}
