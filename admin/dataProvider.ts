import type {
  DataProvider,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  Identifier,
  RaRecord,
} from 'react-admin';
import type { Dashboard, OrderNote, OrderQueue, ProductImport, Refund, StatusChange } from './api/answers';
import { adminFetch, adminJson, query } from './http';

// react-admin's data calls over the admin API (`/api/admin/<resource>`): lists are
// `?page&perPage&sort&order&<filter>=<value>` -> `{ items, total }`; an update sends the version the
// operator loaded, so a change made meanwhile by someone else answers 409 rather than being overwritten.
// Besides react-admin's own methods, the actions of the screens (an order's status, a stock count, CSV).

interface Page<T> {
  items: T[];
  total: number;
}

/** a list's filters: react-admin's filter form values, empty ones left out */
const listQuery = ({ pagination, sort, filter }: Partial<GetListParams>) =>
  query({
    page: pagination?.page,
    perPage: pagination?.perPage,
    sort: sort?.field,
    order: sort?.order,
    ...filter,
  });

/** resources that are one record at their own path (the contact card at /contact), not a list of ids */
const SINGLETONS = new Set(['contact']);

const one = (resource: string, id: Identifier) =>
  SINGLETONS.has(resource) ? `/${resource}` : `/${resource}/${encodeURIComponent(String(id))}`;

/** what an order can be asked to do (POST /api/admin/orders/:id/<action>) */
export type OrderAction =
  | { action: 'status'; body: StatusChange }
  | { action: 'cancel' }
  | { action: 'refund'; body: Refund }
  | { action: 'accept' }
  | { action: 'notes'; body: OrderNote };

/** a product the CSV changes: its row in the file (the header is row 1) and each column's value before and after */
export type ImportRow = ProductImport['rows'][number];

export const dataProvider = {
  async getList<R extends RaRecord>(resource: string, params: GetListParams) {
    const page = await adminJson<Page<R>>(`/${resource}${listQuery(params)}`);
    return { data: page.items, total: page.total };
  },
  async getOne(resource, { id }) {
    return { data: await adminJson(one(resource, id)) };
  },
  // the API has no "several by id": one call each, which react-query shares with the records' own
  async getMany<R extends RaRecord>(resource: string, { ids }: GetManyParams) {
    return { data: await Promise.all(ids.map((id) => adminJson<R>(one(resource, id)))) };
  },
  async getManyReference<R extends RaRecord>(resource: string, { target, id, ...params }: GetManyReferenceParams) {
    const page = await adminJson<Page<R>>(
      `/${resource}${listQuery({ ...params, filter: { ...params.filter, [target]: id } })}`,
    );
    return { data: page.items, total: page.total };
  },
  async create(resource, { data }) {
    return { data: await adminJson(`/${resource}`, { method: 'POST', body: data }) };
  },
  async update(resource, { id, data, previousData }) {
    // the version the form was loaded with, whatever the form sends
    const version = previousData?.version ?? data.version;
    return { data: await adminJson(one(resource, id), { method: 'PUT', body: { ...data, version } }) };
  },
  async updateMany(resource, { ids, data }) {
    await Promise.all(ids.map((id) => adminJson(one(resource, id), { method: 'PUT', body: data })));
    return { data: ids };
  },
  async delete<R extends RaRecord>(resource: string, { id, previousData }: DeleteParams<R>) {
    await adminJson(one(resource, id), { method: 'DELETE' });
    return { data: previousData ?? ({ id } as R) };
  },
  async deleteMany(resource, { ids }) {
    await Promise.all(ids.map((id) => adminJson(one(resource, id), { method: 'DELETE' })));
    return { data: ids };
  },

  orderAction(id: Identifier, request: OrderAction) {
    return adminJson<RaRecord>(`${one('orders', id)}/${request.action}`, {
      method: 'POST',
      body: 'body' in request ? request.body : {},
    });
  },
  /** the working lists (to pack, to ship by courier…) with their counts, each its list's filter */
  async orderQueues() {
    return (await adminJson<Page<OrderQueue>>('/orders/queues')).items;
  },
  setStock(productId: Identifier, warehouseId: Identifier, quantity: number) {
    return adminJson<RaRecord>(`${one('products', productId)}/stock`, {
      method: 'PUT',
      body: { warehouseId, quantity },
    });
  },
  /** a picture added to the product (the file itself is the body; the server checks its content) */
  addImage(productId: Identifier, file: Blob) {
    return adminJson<RaRecord>(`${one('products', productId)}/images`, { method: 'POST', body: file });
  },
  deleteImage(productId: Identifier, index: number) {
    return adminJson<RaRecord>(`${one('products', productId)}/images/${index}`, { method: 'DELETE' });
  },
  /** the product's pictures in a new order, the first its main one; with `alts`, what each shows in both languages */
  arrangeImages(productId: Identifier, images: string[], alts?: { en: string; ka: string }[]) {
    return adminJson<RaRecord>(`${one('products', productId)}/images`, { method: 'PUT', body: { images, alts } });
  },
  setPdf(productId: Identifier, file: Blob) {
    return adminJson<RaRecord>(`${one('products', productId)}/pdf`, { method: 'PUT', body: file });
  },
  setCategoryImage(categoryId: Identifier, file: Blob) {
    return adminJson<RaRecord>(`${one('categories', categoryId)}/image`, { method: 'POST', body: file });
  },
  /** the invitation mailed again, with a new link (the older ones stop working) */
  reinviteOperator(operatorId: Identifier) {
    return adminJson(`${one('operators', operatorId)}/invite`, { method: 'POST', body: {} });
  },
  setNewsImage(newsId: Identifier, file: Blob) {
    return adminJson<RaRecord>(`${one('news', newsId)}/image`, { method: 'POST', body: file });
  },
  resetTwoFactor(operatorId: Identifier) {
    return adminJson(`${one('operators', operatorId)}/reset-2fa`, { method: 'POST', body: {} });
  },
  disableCustomer(customerId: Identifier) {
    return adminJson(`${one('customers', customerId)}/disable`, { method: 'POST', body: {} });
  },
  dashboard() {
    // owners and managers; names are in the request's language
    return adminJson<Dashboard>('/dashboard');
  },
  /** a list as CSV, with the list's filters: fetched with the token (a plain link would have none) */
  async csv(resource: 'orders' | 'products', filter: Record<string, unknown>) {
    const response = await adminFetch(`/${resource}.csv${query(filter)}`);
    return response.blob();
  },
  importProducts(csv: string, preview: boolean) {
    return adminJson<ProductImport>(`/products/import${query({ preview })}`, {
      method: 'POST',
      body: csv,
      contentType: 'text/csv',
    });
  },
} satisfies DataProvider;

export type AdminDataProvider = typeof dataProvider;
