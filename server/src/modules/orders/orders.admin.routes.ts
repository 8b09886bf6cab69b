import { randomUUID } from 'node:crypto';
import type { ShopRoutes } from '../../context';
import { invalidFields } from '../../domain/errors';
import { pageOf, rangeEnd } from '../../http/adminSchemas';
import type { Lang } from '../../domain/language';
import {
  acceptOrder,
  addOrderNote,
  advanceFulfilment,
  cancelOrder,
  listOrders,
  orderDetail,
  presentOrderSummary,
} from './orders.admin.service';
import {
  acceptOrderSchema,
  advanceOrderSchema,
  cancelOrderSchema,
  orderNoteSchema,
  orderQueuesSchema,
  orderSchema,
  ordersSchema,
  refundOrderSchema,
} from './orders.admin.schemas';
import { manualRefundBank, refundOrder, refundsAtBank } from './refunds.service';
import { isInstallment } from '../../domain/manualRefunds';
import { actorOf } from '../operators/operators.service';
import { operatorIn } from '../../auth/adminAccess';
import { seesOrderMoney } from '../../domain/roles';
import { orderQueues } from './orderQueues.service';
import { orderListFilter } from './orderSearch.service';

// Orders in the back office: the list and the detail, fulfilment (staff), and the steps that move
// money or stock back (managers and owners): cancel an unpaid order, accept a late payment, refund.
// Staff are answered no money (domain/roles.ts seesOrderMoney); notes are the operators' own.

type AdminRequest = Parameters<typeof operatorIn>[0] & { lang: Lang };

/** whether the signed-in operator is answered the orders' money */
const withMoney = (request: AdminRequest) => seesOrderMoney(operatorIn(request).operator.role);

const orderRoutes: ShopRoutes = async (app, shop) => {
  const { db, payments } = shop;
  const detail = (request: AdminRequest, id: number) => orderDetail(db, id, request.lang, withMoney(request));

  app.get(
    '/orders',
    {
      config: { access: 'orders' },
      schema: ordersSchema,
    },
    async (request) => {
      const { rows, total } = await listOrders(
        db,
        pageOf(request.query),
        orderListFilter({ ...request.query, to: rangeEnd(request.query.to) }),
      );
      const money = withMoney(request);
      return { items: rows.map((row) => presentOrderSummary(row, money)), total };
    },
  );

  app.get(
    '/orders/queues',
    {
      config: { access: 'orders' },
      schema: orderQueuesSchema,
    },
    async (request) => {
      const items = await orderQueues(db, request.lang);
      return { items, total: items.length };
    },
  );

  app.get(
    '/orders/:id',
    {
      config: { access: 'orders' },
      schema: orderSchema,
    },
    async (request) => detail(request, request.params.id),
  );

  app.post(
    '/orders/:id/notes',
    {
      config: { access: 'orders' },
      schema: orderNoteSchema,
    },
    async (request) => {
      await addOrderNote(db, actorOf(operatorIn(request).operator), request.params.id, request.body.text.trim());
      return detail(request, request.params.id);
    },
  );

  app.post(
    '/orders/:id/status',
    {
      config: { access: 'orders' },
      schema: advanceOrderSchema,
    },
    async (request) => {
      const { id } = request.params;
      const actor = actorOf(operatorIn(request).operator);
      await advanceFulfilment(db, actor, id, request.body.status, request.body.trackingNumber?.trim() || null);
      return detail(request, id);
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      config: { access: 'orders.money' },
      schema: cancelOrderSchema,
    },
    async (request) => {
      await cancelOrder(shop, actorOf(operatorIn(request).operator), request.params.id);
      return detail(request, request.params.id);
    },
  );

  app.post(
    '/orders/:id/accept',
    {
      config: { access: 'orders.money' },
      schema: acceptOrderSchema,
    },
    async (request) => {
      await acceptOrder(shop, actorOf(operatorIn(request).operator), request.params.id);
      return detail(request, request.params.id);
    },
  );

  const atBank = refundsAtBank(payments);

  app.post(
    '/orders/:id/refund',
    {
      config: { access: 'orders.money' },
      schema: refundOrderSchema,
    },
    async (request) => {
      const { amount, restock, units = null, bankReference, attemptId = null } = request.body;
      const idempotencyKey = request.headers['idempotency-key'] ?? randomUUID();
      const amountTetri = Math.round(amount * 100);
      if (amountTetri <= 0 || Math.abs(amount * 100 - amountTetri) > 1e-6)
        throw invalidFields({ amount: [{ key: 'field_invalid' }] });
      const actor = actorOf(operatorIn(request).operator);
      // an installment is refunded at the bank by the operator, and recorded here with the bank's reference
      const order = await orderDetail(db, request.params.id, request.lang, true);
      // a surplus is given back at its own attempt's bank: its method decides
      const paymentMethod = order.attempts?.find((attempt) => attempt.id === attemptId)?.method ?? order.paymentMethod;
      const reference = bankReference?.trim() ?? '';
      if (isInstallment(paymentMethod) && reference === '')
        throw invalidFields({ bankReference: [{ key: 'refund_reference_needed' }] });
      if (!isInstallment(paymentMethod) && bankReference !== undefined)
        throw invalidFields({ bankReference: [{ key: 'refund_reference_card' }] });
      const bank = isInstallment(paymentMethod) ? manualRefundBank(db, actor, reference) : atBank;
      await refundOrder(
        shop,
        actor,
        request.params.id,
        { amountTetri, restock, units, idempotencyKey, attemptId },
        bank,
      );
      return detail(request, request.params.id);
    },
  );
};

export default orderRoutes;
