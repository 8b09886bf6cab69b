import { useState } from 'react';
import {
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
} from '@mui/material';
import {
  Confirm,
  useCanAccess,
  useRecordContext,
  useRefresh,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { LabelButton } from '../ui/LabelButton';
import type { OrderLine, OrderStatus, PaymentAttempt, Refund, StatusChange } from '../api/answers';
import type { OrderAction } from '../dataProvider';
import { useNamed } from '../ui/fields';
import { useMoney } from '../ui/language';
import { useActionFailure } from '../ui/saving';
import { useAdminApi } from '../ui/useAdminApi';

// An order's life from its detail screen: paid -> packed -> shipped (with a tracking number) -> delivered;
// cancel an unpaid one; refund a paid one in full or in part; accept one that waits for a decision. Each
// button shows where the order's status allows it and the operator's role has the right (the server
// checks both again).

const AWAITING_DECISION: readonly OrderStatus[] = ['paid_after_expiry', 'refund_due'];

/** no bank refunds a loan by its API: the operator refunds it at the bank and records it here */
const INSTALLMENTS: readonly string[] = ['BOG_LOAN', 'TBC_LOAN'];
const isInstallment = (order: RaRecord) => INSTALLMENTS.includes(String(order.paymentMethod));

/**
 * card payments the bank took while the order held its money already (paid twice), not all given back: each
 * is given back against its own payment at its own bank (an installment's surplus is refunded at the bank)
 */
const surplusesToGiveBack = (order: RaRecord): PaymentAttempt[] =>
  ((order.attempts ?? []) as PaymentAttempt[]).filter(
    (attempt) => attempt.surplus && attempt.amount > attempt.refunded && !INSTALLMENTS.includes(attempt.method),
  );

/** what the bank took and has not given back yet: a refund leaves the status as it was (the API's rule) */
const refundable = (order: RaRecord) =>
  (order.paymentStatus === 'paid' || order.status === 'refund_due') &&
  Number(order.total ?? 0) > Number(order.refunded ?? 0);

function useOrderAction(order: RaRecord | undefined) {
  const api = useAdminApi();
  const refresh = useRefresh();
  const notify = useNotify();
  const failed = useActionFailure();
  const [busy, setBusy] = useState(false);
  const run = async (request: OrderAction) => {
    if (!order) return false;
    setBusy(true);
    try {
      await api.orderAction(order.id, request);
      notify('admin.order.done', { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}

function ShipDialog({
  open,
  onClose,
  onShip,
}: {
  open: boolean;
  onClose: () => void;
  onShip: (tracking: string) => void;
}) {
  const translate = useTranslate();
  const [tracking, setTracking] = useState('');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('admin.order.ship')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate('admin.order.tracking_number')}
          value={tracking}
          onChange={(event) => setTracking(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <LabelButton label="ra.action.cancel" onClick={onClose} />
        <LabelButton
          label="admin.order.ship"
          variant="contained"
          disabled={!tracking.trim()}
          onClick={() => onShip(tracking.trim())}
        />
      </DialogActions>
    </Dialog>
  );
}

function RefundDialog({
  order,
  open,
  onClose,
  onRefund,
}: {
  order: RaRecord;
  open: boolean;
  onClose: () => void;
  onRefund: (refund: Refund) => void;
}) {
  const translate = useTranslate();
  const money = useMoney();
  const left = Math.max(0, Number(order.total ?? 0) - Number(order.refunded ?? 0));
  const [amount, setAmount] = useState(String(left));
  const [restock, setRestock] = useState(false);
  const [units, setUnits] = useState<Record<string, string>>({});
  const [reference, setReference] = useState('');
  const atBank = isInstallment(order);
  const value = Number(amount);
  // a part refund puts back only the units it names (the server's rule); all that is left, every unit not back yet
  const naming = restock && value < left;
  const named = Object.fromEntries(
    Object.entries(units)
      .map(([productId, count]) => [productId, Number(count)] as const)
      .filter(([, count]) => Number.isInteger(count) && count > 0),
  );
  const valid =
    Number.isFinite(value) &&
    value > 0 &&
    value <= left &&
    (!atBank || reference.trim() !== '') &&
    (!naming || Object.keys(named).length > 0);
  const lines = (order.lines ?? []) as OrderLine[];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate(atBank ? 'admin.order.refund_at_bank' : 'admin.order.refund')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {atBank && <span>{translate('admin.order.refund_at_bank_steps')}</span>}
          <span>
            {translate('admin.order.refund_help', { paid: money(order.total), refunded: money(order.refunded ?? 0) })}
          </span>
          {atBank && (
            <TextField
              required
              label={translate('admin.order.bank_reference')}
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          )}
          <TextField
            autoFocus
            type="number"
            label={translate('admin.order.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            slotProps={{ htmlInput: { min: 0.01, max: left, step: 0.01 } }}
            error={!valid}
          />
          <FormControlLabel
            control={<Checkbox checked={restock} onChange={(event) => setRestock(event.target.checked)} />}
            label={translate('admin.order.restock')}
          />
          {naming && (
            <Stack spacing={1}>
              <span>{translate('admin.order.restock_units')}</span>
              {lines.map((line) => (
                <TextField
                  key={line.productId}
                  type="number"
                  size="small"
                  label={`${line.name} (≤ ${line.quantity})`}
                  value={units[line.productId] ?? ''}
                  onChange={(event) => setUnits({ ...units, [line.productId]: event.target.value })}
                  slotProps={{ htmlInput: { min: 0, max: line.quantity, step: 1 } }}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <LabelButton label="ra.action.cancel" onClick={onClose} />
        <LabelButton
          label={atBank ? 'admin.order.record_refund' : 'admin.order.refund'}
          variant="contained"
          disabled={!valid}
          onClick={() =>
            onRefund({
              amount: value,
              restock,
              ...(naming && { units: named }),
              ...(atBank && { bankReference: reference.trim() }),
            })
          }
        />
      </DialogActions>
    </Dialog>
  );
}

type Open = 'ship' | 'refund' | 'cancel' | 'accept' | PaymentAttempt | null;

export function OrderActions() {
  const order = useRecordContext();
  const { run, busy } = useOrderAction(order);
  const [open, setOpen] = useState<Open>(null);
  const status = useCanAccess({ resource: 'orders', action: 'status' }).canAccess;
  const cancel = useCanAccess({ resource: 'orders', action: 'cancel' }).canAccess;
  const refund = useCanAccess({ resource: 'orders', action: 'refund' }).canAccess;
  const accept = useCanAccess({ resource: 'orders', action: 'accept' }).canAccess;
  const translate = useTranslate();
  const money = useMoney();
  const named = useNamed('admin.payment');
  if (!order) return null;
  const close = () => setOpen(null);
  const step = (next: Exclude<StatusChange['status'], 'shipped'>) => run({ action: 'status', body: { status: next } });
  // a pickup order waits at its point and is collected there: never shipped
  const pickup = order.deliveryMethod === 'pickup';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {status && order.status === 'paid' && (
        <LabelButton label="admin.order.pack" variant="contained" disabled={busy} onClick={() => step('packed')} />
      )}
      {status && order.status === 'packed' && !pickup && (
        <LabelButton label="admin.order.ship" variant="contained" disabled={busy} onClick={() => setOpen('ship')} />
      )}
      {status && order.status === 'packed' && pickup && (
        <LabelButton
          label="admin.order.readyForPickup"
          variant="contained"
          disabled={busy}
          onClick={() => step('ready_for_pickup')}
        />
      )}
      {status && order.status === 'ready_for_pickup' && (
        <LabelButton
          label="admin.order.collect"
          variant="contained"
          disabled={busy}
          onClick={() => step('collected')}
        />
      )}
      {status && order.status === 'shipped' && (
        <LabelButton
          label="admin.order.deliver"
          variant="contained"
          disabled={busy}
          onClick={() => step('delivered')}
        />
      )}
      {cancel && order.status === 'pending' && (
        <LabelButton label="admin.order.cancel" color="error" disabled={busy} onClick={() => setOpen('cancel')} />
      )}
      {refund && refundable(order) && (
        <LabelButton
          label={isInstallment(order) ? 'admin.order.refund_at_bank' : 'admin.order.refund'}
          color="error"
          disabled={busy}
          onClick={() => setOpen('refund')}
        />
      )}
      {refund &&
        surplusesToGiveBack(order).map((attempt) => (
          <LabelButton
            key={attempt.id}
            label={translate('admin.order.give_back', {
              amount: money(attempt.amount - attempt.refunded),
              bank: named(attempt.method),
            })}
            color="error"
            disabled={busy}
            onClick={() => setOpen(attempt)}
          />
        ))}
      {accept && AWAITING_DECISION.includes(order.status) && (
        <LabelButton label="admin.order.accept" disabled={busy} onClick={() => setOpen('accept')} />
      )}
      <ShipDialog
        open={open === 'ship'}
        onClose={close}
        onShip={async (trackingNumber) => {
          if (await run({ action: 'status', body: { status: 'shipped', trackingNumber } })) close();
        }}
      />
      {open === 'refund' && (
        <RefundDialog
          order={order}
          open
          onClose={close}
          onRefund={async (body) => {
            if (await run({ action: 'refund', body })) close();
          }}
        />
      )}
      <Confirm
        isOpen={open === 'cancel'}
        title="admin.order.cancel"
        content="admin.order.cancel_confirm"
        loading={busy}
        onClose={close}
        onConfirm={async () => {
          await run({ action: 'cancel' });
          close();
        }}
      />
      {typeof open === 'object' && open !== null && (
        <Confirm
          isOpen
          title="admin.order.refund"
          content="admin.order.give_back_confirm"
          translateOptions={{ amount: money(open.amount - open.refunded), bank: named(open.method) }}
          loading={busy}
          onClose={close}
          onConfirm={async () => {
            const amount = Math.round((open.amount - open.refunded) * 100) / 100;
            if (await run({ action: 'refund', body: { amount, restock: false, attemptId: open.id } })) close();
          }}
        />
      )}
      <Confirm
        isOpen={open === 'accept'}
        title="admin.order.accept"
        content="admin.order.accept_confirm"
        loading={busy}
        onClose={close}
        onConfirm={async () => {
          await run({ action: 'accept' });
          close();
        }}
      />
    </Stack>
  );
}
