import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { paymethodChosen, selectCart, type Paymethod } from '@/entities/cart';

/** The methods the shopper can choose; TBC_CARD and TBC_LOAN are only honoured when already chosen. */
const offered = [
  ['BOG_CARD', 'card'],
  ['LIBERTY_CARD', 'card'],
  ['BOG_LOAN', 'loan'],
] as const satisfies ReadonlyArray<readonly [Paymethod, string]>;

export function PaymethodPicker() {
  const { t } = useTranslation('checkout');
  const dispatch = useDispatch();
  const { paymethod } = useSelector(selectCart);
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
