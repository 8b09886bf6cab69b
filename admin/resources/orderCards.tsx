import { useState } from 'react';
import { Box, Card, CardContent, Link, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { Order } from '../api/answers';
import { LabelButton } from '../ui/LabelButton';
import { useNamed } from '../ui/fields';
import { useCount, useDateTime, useDays, useMoney } from '../ui/language';
import { useActionFailure } from '../ui/saving';
import { useAdminApi } from '../ui/useAdminApi';

// The cards of an order's screen, as the people who pack, hand over and account for it read them:
// where it goes and whom to call, its lines, its money (absent for staff: the API leaves it out), its
// timeline, and the operators' own notes. Each card wraps its text on a phone instead of clipping it.

export function OrderCard({ title, children }: { title: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** label and value pairs: side by side from a tablet's width, the label above its value on a phone */
export function Facts({ children }: { children: React.ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 1 },
        '& dt': { color: 'text.secondary', typography: 'body2', mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, typography: 'body1', overflowWrap: 'anywhere' },
      }}
    >
      {children}
    </Box>
  );
}

export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  const translate = useTranslate();
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <>
      <dt>{translate(label)}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * the order's detail; undefined while only its row of the list is known (react-admin shows the list's
 * record at once and reads the detail after it)
 */
export function useOrder() {
  const record = useRecordContext<Order & { id: number }>();
  return record && 'delivery' in record ? record : undefined;
}

/** where the order goes and whom to call: the address as a courier reads it, the checkout's phone, days, fee */
export function DeliveryCard() {
  const order = useOrder();
  const money = useMoney();
  const days = useDays();
  const translate = useTranslate();
  const method = useNamed('admin.delivery_method');
  if (!order) return null;
  const { delivery } = order;
  return (
    <OrderCard title="resources.orders.fields.delivery">
      <Facts>
        <Fact label="admin.order.method">{method(order.deliveryMethod)}</Fact>
        <Fact label="admin.order.address">{delivery.addressText}</Fact>
        <Fact label="admin.order.courier_notes">{delivery.address?.notes}</Fact>
        <Fact label="admin.order.phone_to_call">
          {delivery.phone && <Link href={`tel:${delivery.phone}`}>{delivery.phoneText}</Link>}
        </Fact>
        <Fact label="admin.order.pickup_point">{delivery.pickupPoint?.name}</Fact>
        <Fact label="admin.order.address">{delivery.pickupPoint?.address}</Fact>
        <Fact label="admin.order.hours">{delivery.pickupPoint?.hours}</Fact>
        <Fact label="admin.order.days">
          {delivery.days &&
            `${days(delivery.days.min, delivery.days.max)}${delivery.days.workingDays ? ` ${translate('admin.order.working_days')}` : ''}`}
        </Fact>
        <Fact label="admin.order.fee">{delivery.fee === undefined ? null : money(delivery.fee)}</Fact>
        <Fact label="resources.orders.fields.trackingNumber">{order.trackingNumber}</Fact>
        <Fact label="admin.order.shopper_comment">{order.comment}</Fact>
      </Facts>
    </OrderCard>
  );
}

/** the order's money, each line adding up: subtotal - discount + delivery = total; paid - refunded = balance */
export function MoneyCard() {
  const order = useOrder();
  const money = useMoney();
  const translate = useTranslate();
  if (!order?.totals) return null;
  const { totals, promo } = order;
  const row = (label: string, amount: number, strong = false) => (
    <Box
      key={label}
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontWeight: strong ? 700 : 400, py: 0.25 }}
    >
      <span>{label}</span>
      <span>{money(amount)}</span>
    </Box>
  );
  return (
    <OrderCard title="resources.orders.fields.money">
      {row(translate('admin.order.subtotal'), totals.subtotal)}
      {row(
        promo ? `${translate('admin.order.discount')} (${promo.code})` : translate('admin.order.discount'),
        -totals.discount,
      )}
      {row(translate('admin.order.delivery'), totals.delivery)}
      {row(translate('admin.order.total'), totals.total, true)}
      <Box sx={{ borderTop: 1, borderColor: 'divider', my: 1 }} />
      {row(translate('admin.order.paid'), totals.paid)}
      {row(translate('admin.order.refunded'), -totals.refunded)}
      {row(translate('admin.order.balance'), totals.balance, true)}
    </OrderCard>
  );
}

/** what to pack: each product and how many; its prices only for those who see money */
export function LinesCard() {
  const order = useOrder();
  const money = useMoney();
  const count = useCount();
  if (!order) return null;
  return (
    <OrderCard title="resources.orders.fields.lines">
      <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
        {order.lines.map((line) => (
          <Box
            key={line.productId}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, py: 1 }}
          >
            <Box sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>{line.name}</Box>
            <Box sx={{ fontWeight: 700 }}>× {count(line.quantity)}</Box>
            {line.lineTotal !== undefined && (
              <Box sx={{ color: 'text.secondary' }}>
                {money(line.unitPrice)} · {money(line.lineTotal)}
              </Box>
            )}
          </Box>
        ))}
      </Stack>
    </OrderCard>
  );
}

/** the order's life: placed, paid, each operator's step with who and when */
export function TimelineCard() {
  const order = useOrder();
  const dateTime = useDateTime();
  const status = useNamed('admin.status');
  if (!order) return null;
  return (
    <OrderCard title="resources.orders.fields.history">
      <Stack component="ol" spacing={1} sx={{ m: 0, pl: 2.5 }}>
        {order.history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {status(entry.status)}
            </Typography>{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {[dateTime(entry.at), entry.operatorEmail, entry.note].filter(Boolean).join(' · ')}
            </Typography>
          </li>
        ))}
      </Stack>
    </OrderCard>
  );
}

/** the operators' own notes (never the customer's), and a new one */
export function NotesCard() {
  const order = useOrder();
  const api = useAdminApi();
  const translate = useTranslate();
  const dateTime = useDateTime();
  const notify = useNotify();
  const refresh = useRefresh();
  const failed = useActionFailure();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  if (!order) return null;
  const add = async () => {
    setBusy(true);
    try {
      await api.orderAction(order.id, { action: 'notes', body: { text: text.trim() } });
      setText('');
      notify('admin.order.note_added', { type: 'success' });
      refresh();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <OrderCard title="resources.orders.fields.notes">
      {order.notes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('admin.order.no_notes')}
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {order.notes.map((note) => (
            <Box key={note.id}>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</Typography>
              <Typography variant="body2" color="text.secondary">
                {note.operatorEmail} · {dateTime(note.at)}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      <Stack spacing={1} sx={{ mt: 2 }}>
        <TextField
          multiline
          minRows={2}
          label={translate('admin.order.add_note')}
          helperText={translate('admin.order.note_help')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Box>
          <LabelButton
            label="admin.order.add_note"
            variant="contained"
            disabled={busy || text.trim() === ''}
            onClick={add}
          />
        </Box>
      </Stack>
    </OrderCard>
  );
}
