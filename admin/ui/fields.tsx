import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useCount, useDateTime, useLocalized, useMoney, type Localized } from './language';
import { everyOf, type OrderStatus, type PaymentState } from '../api/answers';

// Fields the screens share: money in lari, texts kept in both languages, and values the back office
// names in the operator's language (an order's status, a payment method, a role), unknown ones as they come.

interface FieldProps {
  source: string;
  /** react-admin reads a field's label from its props (the column's heading) */
  label?: string;
  sortable?: boolean;
}

const valueOf = (record: Record<string, unknown> | undefined, source: string) =>
  source.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);

export function MoneyField({ source }: FieldProps) {
  const money = useMoney();
  const record = useRecordContext();
  return <span>{money(valueOf(record, source))}</span>;
}

/** a moment as the operator's language writes it (the shop's formatter, not the browser's locale data) */
export function DateTimeField({ source, dateOnly = false }: FieldProps & { dateOnly?: boolean }) {
  const dateTime = useDateTime();
  const record = useRecordContext();
  return <span>{dateTime(valueOf(record, source), !dateOnly)}</span>;
}

export function CountField({ source, emptyText = '' }: FieldProps & { emptyText?: string }) {
  const count = useCount();
  const record = useRecordContext();
  return <span>{count(valueOf(record, source)) || emptyText}</span>;
}

export function LocalizedField({ source }: FieldProps) {
  const localized = useLocalized();
  const record = useRecordContext();
  return <span>{localized(valueOf(record, source) as Localized)}</span>;
}

/** a code named under a key of the messages (`admin.status.paid`), or shown as it is */
export function useNamed(prefix: string) {
  const translate = useTranslate();
  return (code: unknown) => (code == null || code === '' ? '' : translate(`${prefix}.${code}`, { _: String(code) }));
}

export function NamedField({ source, prefix }: FieldProps & { prefix: string }) {
  const named = useNamed(prefix);
  const record = useRecordContext();
  return <span>{named(valueOf(record, source))}</span>;
}

const statusColors: Record<string, 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error'> = {
  paid: 'primary',
  packed: 'secondary',
  shipped: 'secondary',
  delivered: 'success',
  paid_after_expiry: 'warning',
  refund_due: 'warning',
  failed: 'error',
  cancelled: 'default',
  refunded: 'default',
};

export function OrderStatusField({ source = 'status' }: Partial<FieldProps>) {
  const named = useNamed('admin.status');
  const record = useRecordContext();
  const status = valueOf(record, source);
  if (!status) return null;
  return <Chip size="small" label={named(status)} color={statusColors[String(status)] ?? 'default'} />;
}

const paymentColors: Partial<Record<PaymentState, 'primary' | 'warning' | 'error'>> = {
  paid: 'primary',
  refund_due: 'warning',
  partly_refunded: 'warning',
  declined: 'error',
  expired: 'error',
};

/** the order's payment beside its life: a part refund leaves the order where it is, its payment partly refunded */
export function PaymentStateField({ source = 'paymentState' }: Partial<FieldProps>) {
  const named = useNamed('admin.payment_state');
  const record = useRecordContext();
  const state = valueOf(record, source);
  if (!state) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={named(state)}
      color={paymentColors[state as PaymentState] ?? 'default'}
    />
  );
}

/**
 * The order's life and, beneath it, its payment: one column of the orders list (a column each would not fit
 * a 1366 px screen in Georgian); sorted by the life's status
 */
export function OrderStatesField(_: Partial<FieldProps>) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <OrderStatusField source="status" />
      <PaymentStateField source="paymentState" />
    </Stack>
  );
}

/** the order's payment states as the API names them (held to the OpenAPI document's enum) */
export const PAYMENT_STATES = everyOf<PaymentState>()(
  'pending',
  'paid',
  'declined',
  'expired',
  'cancelled',
  'refund_due',
  'partly_refunded',
  'refunded',
);

/**
 * an order's statuses as the API names them (the typecheck holds them to the OpenAPI document's enum),
 * named in the operator's language by react-admin (translateChoice); a refund leaves the status as it
 * was and counts in the order's `refunded`
 */
export const ORDER_STATUSES = everyOf<OrderStatus>()(
  'pending',
  'failed',
  'cancelled',
  'paid',
  'paid_after_expiry',
  'refund_due',
  'packed',
  'shipped',
  'delivered',
  'ready_for_pickup',
  'collected',
  'refunded',
);

/** an input a form's column wide, the screen's on a phone (a select or number is otherwise as wide as its text) */
export const fieldWidth = { width: { xs: '100%', sm: 320 } };

/** room under a form's help texts: an outlined input's label stands above its box, into the line before */
export const helperRoom = { '& .MuiFormHelperText-root': { mb: 1 } };

export const choicesOf = (prefix: string, codes: readonly string[]) =>
  codes.map((code) => ({ id: code, name: `${prefix}.${code}` }));
