import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDeliveryOptions, useDeliveryTerms } from '@/entities/delivery';

// The delivery terms page's fees and times, drawn from the delivery settings the checkout charges by:
// written into the page's text they were left behind when a manager changed a fee (issue 36).

export function DeliveryTerms() {
  const { t } = useTranslation('checkout');
  const { options } = useDeliveryOptions();
  const terms = useDeliveryTerms();
  // a server of the spec's contract offers no delivery methods: the page's text is all there is
  if (!options || options.methods.length === 0) return null;
  return (
    <>
      <Typography id="delivery-terms" component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        {t('delivery.terms')}
      </Typography>
      <Table size="small" aria-labelledby="delivery-terms">
        <TableHead>
          <TableRow>
            <TableCell>{t('delivery.method')}</TableCell>
            <TableCell>{t('delivery.cost')}</TableCell>
            <TableCell>{t('delivery.time')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {options.methods.map((method) => {
            const { price, days } = terms(method);
            return (
              <TableRow key={method.code}>
                <TableCell component="th" scope="row">
                  {method.name}
                </TableCell>
                <TableCell>{price}</TableCell>
                <TableCell>{days || '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
