import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useLang } from '@/shared/i18n';
import { formatPrice } from '@/shared/lib';
import { stackedTableOnPhone } from '@/shared/ui';
import type { Order } from '../model/order';

const statusColor = { paid: 'success', failed: 'error', pending: 'warning' } as const;

/** Order number, payment type, payment status and total; skeleton rows while `orders` is undefined. */
export function OrdersTable({ orders }: { orders: Order[] | undefined }) {
  // payment method names live with the checkout's texts
  const { t } = useTranslation(['account', 'checkout']);
  const lang = useLang();
  const columns = ['order_number', 'payment_type', 'payment_status', 'total_price'] as const;
  return (
    // on a phone each order is a card, each value named by its column
    <TableContainer sx={stackedTableOnPhone}>
      <Table aria-label={t('my_orders')} role="table">
        <TableHead role="rowgroup">
          <TableRow role="row">
            {columns.map((column) => (
              <TableCell key={column} role="columnheader">
                {t(`orders.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody role="rowgroup">
          {orders === undefined &&
            [0, 1, 2].map((row) => (
              <TableRow key={row} role="row">
                {columns.map((column) => (
                  <TableCell key={column} role="cell">
                    <Skeleton />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {orders?.length === 0 && (
            <TableRow role="row">
              <TableCell role="cell" colSpan={columns.length}>
                {t('orders.none')}
              </TableCell>
            </TableRow>
          )}
          {orders?.map((order) => (
            <TableRow key={order.orderNumber} role="row">
              {/* named on a phone's card: its column headers are not shown there */}
              <TableCell role="cell" data-label={t('orders.order_number')}>
                {/* its page; a server of the spec's contract has none, and the page says it is not found */}
                <Link component={RouterLink} to={`/${lang}/orders/${encodeURIComponent(order.orderNumber)}`}>
                  {order.orderNumber}
                </Link>
              </TableCell>
              <TableCell role="cell" data-label={t('orders.payment_type')}>
                {order.payment && t(`checkout:paymethods.${order.payment}`, { defaultValue: order.payment })}
              </TableCell>
              <TableCell role="cell" data-label={t('orders.payment_status')}>
                {order.paymentStatus && (
                  <Chip
                    size="small"
                    color={statusColor[order.paymentStatus as keyof typeof statusColor] ?? 'default'}
                    label={t(`payment_status.${order.paymentStatus}`, { defaultValue: order.paymentStatus })}
                  />
                )}
              </TableCell>
              <TableCell role="cell" data-label={t('orders.total_price')}>
                {order.totalPrice === null ? '--' : formatPrice(order.totalPrice, lang)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
