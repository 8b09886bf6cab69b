import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { commentChanged, selectCart } from '@/entities/cart';
import { useCheckout } from '../model/useCheckout';
import type { DeliveryStep } from '../model/useDeliveryStep';

/** The comment box and the continue button, with the failure alert between them (or the server's word on the comment under it). */
export function CheckoutForm({ delivery }: { delivery: DeliveryStep }) {
  const { t } = useTranslation('checkout');
  const dispatch = useDispatch();
  const { comment } = useSelector(selectCart);
  const commentBox = useRef<HTMLTextAreaElement>(null);
  const { start, busy, failure } = useCheckout(commentBox, delivery);

  return (
    <Stack spacing={2}>
      <TextField
        label={t('comment')}
        // the spec's checkout refuses an empty comment: say so before the shopper presses Continue
        required
        // with a delivery step the address is asked for there: the comment is for anything else
        placeholder={t(delivery.offered ? 'delivery.comment_hint' : 'comment_hint')}
        multiline
        minRows={3}
        value={comment}
        onChange={(event) => dispatch(commentChanged(event.target.value))}
        inputRef={commentBox}
        error={Boolean(failure?.comment)}
        helperText={failure?.comment}
      />
      {failure && !failure.comment && <Alert severity="error">{failure.message ?? t('failed_to_get_data')}</Alert>}
      <Button variant="contained" size="large" loading={busy} onClick={start} sx={{ alignSelf: 'flex-end' }}>
        {t('continue')}
      </Button>
    </Stack>
  );
}
