import type { paths } from './openapi.generated';

// The shapes of the admin API's answers and requests, from the server's OpenAPI document
// (openapi.generated.ts, written by `npm run admin:types` and checked against the served document in CI),
// so a changed enum or answer fails the back office's build where it is read, instead of a hand copy
// drifting from the server.

type JsonOf<Content> = Content extends { content: { 'application/json': infer Json } } ? Json : never;
type Method = 'get' | 'post' | 'put';

/** the JSON a 200 answer of `method path` carries */
export type Answer<Path extends keyof paths, M extends Method> = JsonOf<
  NonNullable<paths[Path][M]> extends { responses: { 200: infer Ok } } ? Ok : never
>;

/** the JSON body `method path` takes */
export type RequestBody<Path extends keyof paths, M extends Method> = JsonOf<
  NonNullable<NonNullable<paths[Path][M]> extends { requestBody?: infer Body } ? Body : never>
>;

/** the signed-in operator (GET /me) and what they may be */
export type Operator = Answer<'/api/admin/me', 'get'>;
export type Role = Operator['role'];
/** the language of an operator's mails */
export type OperatorLang = Operator['lang'];

/** what the server asks for next at sign-in: a code, the enrolment of an authenticator app, or done */
export type SignInStep = Answer<'/api/admin/session', 'post'>;
export type Enrolment = Answer<'/api/admin/session/enrol', 'post'>;
/** a mailed set-password link: an invitation's or a forgotten password's, and whose */
export type PasswordLink = Answer<'/api/admin/session/password-link', 'get'>;

/** an order as the back office shows it; its money (totals, prices, payments, refunds) absent for staff */
export type Order = Answer<'/api/admin/orders/{id}', 'get'>;
export type OrderStatus = Order['status'];
export type PaymentState = Order['paymentState'];
/** one line of an order, at its ordered price */
export type OrderLine = Order['lines'][number];
/** one bank payment the order started */
export type PaymentAttempt = NonNullable<Order['attempts']>[number];
export type PaymentMethod = Order['paymentMethod'];
export type DeliveryMethod = Order['deliveryMethod'];
/** the working lists with how many orders wait in each (GET /orders/queues) */
export type OrderQueue = Answer<'/api/admin/orders/queues', 'get'>['items'][number];
export type OrderNote = RequestBody<'/api/admin/orders/{id}/notes', 'post'>;

/** the steps an operator moves an order through by hand (POST /orders/:id/status) */
export type StatusChange = RequestBody<'/api/admin/orders/{id}/status', 'post'>;
export type Refund = RequestBody<'/api/admin/orders/{id}/refund', 'post'>;

export type Dashboard = Answer<'/api/admin/dashboard', 'get'>;
export type ProductImport = Answer<'/api/admin/products/import', 'post'>;

/**
 * Every value of one of the API's enums, in the order a screen lists them: leaving one out (the server
 * added a value) or naming one the API does not have fails the typecheck.
 */
export const everyOf =
  <Union extends string>() =>
  <const Values extends readonly Union[]>(
    ...values: Values & ([Union] extends [Values[number]] ? unknown : 'a value of the API is missing')
  ) =>
    values;
