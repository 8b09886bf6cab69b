import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLang } from '@/shared/i18n';
import { formatPrice } from '@/shared/lib';
import { promoApplied, selectCart, useCartTotals } from '@/entities/cart';

/**
 * The promo code box: activating stores the code in the cart, and the totals are priced with it.
 * Under it, once the server has priced the cart with the code: applied, with its discount, or not
 * (the contract's answer has no reason, so a discount of 0 reads as not applied), and a way to remove it.
 */
export function PromoForm() {
  const { t } = useTranslation('cart');
  const lang = useLang();
  const dispatch = useDispatch();
  const { promo } = useSelector(selectCart);
  // currentData: the totals of exactly this cart and code, not the last ones while they are re-priced
  const { currentData: totals } = useCartTotals();
  const [code, setCode] = useState(promo ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(promoApplied(code));
  };
  const remove = () => {
    setCode('');
    dispatch(promoApplied(''));
  };
  const applied = totals !== undefined && totals.promoDiscount > 0;

  return (
    <Stack spacing={1.5}>
      <Stack component="form" direction="row" spacing={1} onSubmit={onSubmit}>
        <TextField
          size="small"
          label={t('promo_code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" variant="outlined">
          {t('activate')}
        </Button>
      </Stack>
      {/* a live region that is always there, so the verdict is read out when it arrives */}
      <Box role="status">
        {promo && totals && (
          <Alert
            role="none"
            severity={applied ? 'success' : 'warning'}
            action={
              <Button color="inherit" size="small" onClick={remove}>
                {t('promo_remove')}
              </Button>
            }
          >
            {applied
              ? t('promo_applied', { code: promo, discount: formatPrice(totals.promoDiscount, lang) })
              : t('promo_not_applied', { code: promo })}
          </Alert>
        )}
      </Box>
    </Stack>
  );
}
