import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useLang } from '@/shared/i18n';
import { formatPrice } from '@/shared/lib';
import type { Order } from '../model/order';

const statusColor = { paid: 'success', failed: 'error', pending: 'warning' } as const;

/** Order number, payment type, payment status and total; skeleton rows while `orders` is undefined. */
export function OrdersTable({ orders }: { orders: Order[] | undefined }) {
  // payment method names live with the checkout's texts
  const { t } = useTranslation(['account', 'checkout']);
  const lang = useLang();
  const columns = ['order_number', 'payment_type', 'payment_status', 'total_price'] as const;
  return (
    <TableContainer>
      <Table aria-label={t('my_orders')}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{t(`orders.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders === undefined &&
            [0, 1, 2].map((row) => (
              <TableRow key={row}>
                {columns.map((column) => (
                  <TableCell key={column}>
                    <Skeleton />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {orders?.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length}>{t('orders.none')}</TableCell>
            </TableRow>
          )}
          {orders?.map((order) => (
            <TableRow key={order.orderNumber}>
              <TableCell>{order.orderNumber}</TableCell>
              <TableCell>{order.payment && t(`checkout:paymethods.${order.payment}`, { defaultValue: order.payment })}</TableCell>
              <TableCell>
                {order.paymentStatus && (
                  <Chip
                    size="small"
                    color={statusColor[order.paymentStatus as keyof typeof statusColor] ?? 'default'}
                    label={t(`payment_status.${order.paymentStatus}`, { defaultValue: order.paymentStatus })}
                  />
                )}
              </TableCell>
              <TableCell>{order.totalPrice === null ? '--' : formatPrice(order.totalPrice, lang)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
