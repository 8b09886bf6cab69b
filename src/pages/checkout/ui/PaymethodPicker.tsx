import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { paymethodChosen, selectCart, type Paymethod } from '@/entities/cart';
import { useShopSettings } from '@/entities/shop-mode';

/** Every method in the order shown, and what kind it is. */
const methods = [
  ['BOG_CARD', 'card'],
  ['LIBERTY_CARD', 'card'],
  ['BOG_LOAN', 'loan'],
  ['TBC_CARD', 'card'],
  ['TBC_LOAN', 'loan'],
] as const satisfies ReadonlyArray<readonly [Paymethod, string]>;

/** What a server that does not say offers (the spec's); TBC_CARD and TBC_LOAN are then only honoured when already chosen. */
const specMethods: readonly Paymethod[] = ['BOG_CARD', 'LIBERTY_CARD', 'BOG_LOAN'];

/** The methods the shopper can choose: those the server takes (GET /api/settings), or the spec's. */
function useOffered() {
  const { paymethods } = useShopSettings();
  const taken: readonly string[] = paymethods ?? specMethods;
  return { offered: methods.filter(([method]) => taken.includes(method)), known: paymethods !== null };
}

export function PaymethodPicker() {
  const { t } = useTranslation('checkout');
  const dispatch = useDispatch();
  const { paymethod } = useSelector(selectCart);
  const { offered, known } = useOffered();
  const first = offered[0]?.[0];
  // a method chosen before that this server does not take (its bank is not configured): the first it does
  const unavailable = known && first !== undefined && !offered.some(([method]) => method === paymethod);
  useEffect(() => {
    if (unavailable) dispatch(paymethodChosen(first));
  }, [unavailable, first, dispatch]);
  return (
    <RadioGroup
      aria-label={t('paymethod')}
      value={paymethod}
      onChange={(event) => dispatch(paymethodChosen(event.target.value as Paymethod))}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
    >
      {offered.map(([method, kind]) => {
        const selected = method === paymethod;
        return (
          <Box
            key={method}
            sx={{
              border: 2,
              borderRadius: 2,
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: selected ? 'action.selected' : 'background.paper',
              px: 2,
              py: 1,
            }}
          >
            <FormControlLabel
              value={method}
              control={<Radio />}
              label={
                <>
                  <Typography sx={{ fontWeight: 600 }}>{t(`paymethods.${method}`)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`kind.${kind}`)}
                  </Typography>
                </>
              }
            />
          </Box>
        );
      })}
    </RadioGroup>
  );
}
