import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage, type ApiError } from '@/shared/api';
import { useLang } from '@/shared/i18n';
import { formatDate, formatPrice } from '@/shared/lib';
import { useToast } from '@/shared/ui';
import { continueToProvider, useCancelOrderMutation, usePayOrderMutation, type OrderDetails } from '@/entities/order';

/**
 * The card methods a pending order can be paid again with. A loan is left out: its months are chosen in
 * the bank's calculator, which belongs to the checkout.
 */
const methods = ['BOG_CARD', 'LIBERTY_CARD'] as const;

/** While the order waits for its payment: pay it (by any card method) or cancel it (its stock released). */
export function OrderActions({ order }: { order: OrderDetails }) {
  const { t } = useTranslation(['account', 'checkout']);
  const lang = useLang();
  const toast = useToast();
  const [paymethod, setPaymethod] = useState<string>(methods.find((method) => method === order.payment) ?? methods[0]);
  const [pay, paying] = usePayOrderMutation();
  const [cancel, cancelling] = useCancelOrderMutation();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!order.canPay && !order.canCancel) return null;

  const number = order.orderNumber;
  const payAgain = async () => {
    setFailure(null);
    try {
      const start = await pay({ lang, number, paymethod }).unwrap();
      // on the way to the bank the button stays busy; an answer naming no bank page is a failure
      if (!continueToProvider(paymethod, start)) setFailure(t('checkout:failed_to_get_data'));
    } catch (error) {
      setFailure(errorMessage(error as ApiError) ?? t('checkout:failed_to_get_data'));
    }
  };
  const cancelOrder = async () => {
    setConfirming(false);
    setFailure(null);
    try {
      await cancel({ lang, number }).unwrap();
      toast.success(t('order.cancelled'));
    } catch (error) {
      setFailure(errorMessage(error as ApiError) ?? t('checkout:failed_to_get_data'));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, borderColor: 'warning.main' }}>
      <Stack spacing={2}>
        {order.canPay && (
          <>
            <Typography component="h2" variant="h6">
              {t('order.pay_again')}
            </Typography>
            {order.reservedUntil && (
              <Typography color="text.secondary">
                {t('order.reserved_until', { date: formatDate(new Date(order.reservedUntil), lang) })}
              </Typography>
            )}
            <RadioGroup
              aria-label={t('checkout:paymethod')}
              value={paymethod}
              onChange={(event) => setPaymethod(event.target.value)}
            >
              {methods.map((method) => (
                <FormControlLabel
                  key={method}
                  value={method}
                  control={<Radio />}
                  label={t(`checkout:paymethods.${method}`)}
                />
              ))}
            </RadioGroup>
          </>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {order.canPay && (
            <Button variant="contained" onClick={payAgain} loading={paying.isLoading || paying.isSuccess}>
              {t('order.pay', { amount: formatPrice(order.totals.total, lang) })}
            </Button>
          )}
          {order.canCancel && (
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)} loading={cancelling.isLoading}>
              {t('order.cancel')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="cancel-order-title">
        <DialogTitle id="cancel-order-title">{t('order.cancel_title', { number })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('order.cancel_text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('order.keep')}</Button>
          <Button color="error" variant="contained" onClick={cancelOrder}>
            {t('order.cancel_yes')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
