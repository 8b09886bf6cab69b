import { HttpError } from 'react-admin';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { session } from './session';
import { answerAdmin } from './testApi';

beforeEach(() => session.start('operator-token'));
afterEach(async () => {
  session.end();
  await i18nProvider.changeLocale('ka');
});

describe('the data provider', () => {
  it('asks a list page by page, sorted and filtered, and reads its items and total', async () => {
    const sent = answerAdmin('get', '/orders', { items: [{ id: 7, number: 'A-1007' }], total: 31 });
    const page = await dataProvider.getList('orders', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'paid', customer: 'nino@example.ge', number: '' },
    });
    expect(page).toEqual({ data: [{ id: 7, number: 'A-1007' }], total: 31 });
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/admin/orders?page=2&perPage=25&sort=createdAt&order=DESC&status=paid&customer=nino%40example.ge',
    ]);
  });

  it('sends the token and the operator’s language with every call', async () => {
    const sent = answerAdmin('get', '/products/5', { id: 5 });
    await dataProvider.getOne('products', { id: 5 });
    await i18nProvider.changeLocale('en');
    await dataProvider.getOne('products', { id: 5 });
    expect(sent.map(({ headers }) => headers.get('authorization'))).toEqual([
      'Bearer operator-token',
      'Bearer operator-token',
    ]);
    expect(sent.map(({ headers }) => headers.get('accept-language'))).toEqual(['ka', 'en']);
  });

  it('asks a record’s related list by its target field', async () => {
    const sent = answerAdmin('get', '/audit', { items: [], total: 0 });
    await dataProvider.getManyReference('audit', {
      target: 'entityId',
      id: 5,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'at', order: 'DESC' },
      filter: { entity: 'products' },
    });
    expect(sent[0].url).toBe('/api/admin/audit?page=1&perPage=10&sort=at&order=DESC&entity=products&entityId=5');
  });

  it('creates with POST and reads back the stored record', async () => {
    const sent = answerAdmin('post', '/promo-codes', { id: 3, code: 'STARS', version: 1 });
    const created = await dataProvider.create('promo-codes', { data: { code: 'STARS', kind: 'percent', value: 10 } });
    expect(created.data).toEqual({ id: 3, code: 'STARS', version: 1 });
    expect(sent[0].body).toEqual({ code: 'STARS', kind: 'percent', value: 10 });
  });

  it('updates with PUT, sending the version the form was loaded with', async () => {
    const sent = answerAdmin('put', '/products/5', { id: 5, price: 1200, version: 4 });
    const updated = await dataProvider.update('products', {
      id: 5,
      data: { id: 5, price: 1200, version: 9 },
      previousData: { id: 5, price: 1000, version: 3 },
    });
    expect(updated.data).toEqual({ id: 5, price: 1200, version: 4 });
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/admin/products/5', body: { price: 1200, version: 3 } });
  });

  it('tells the operator that someone else changed the record when the version is stale (409)', async () => {
    answerAdmin('put', '/categories/2', { statusCode: 409, message: 'Version mismatch' }, 409);
    const failure = dataProvider.update('categories', { id: 2, data: { id: 2 }, previousData: { id: 2, version: 1 } });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 409, message: 'admin.error.conflict' });
  });

  it('puts the server’s translated messages on the fields they concern (422)', async () => {
    answerAdmin(
      'post',
      '/products',
      { message: 'შეამოწმეთ ველები', errors: { price: 'ფასი დადებითი უნდა იყოს', slug: ['უკვე დაკავებულია'] } },
      422,
    );
    await expect(dataProvider.create('products', { data: { price: -1 } })).rejects.toMatchObject({
      status: 422,
      message: 'შეამოწმეთ ველები',
      body: { errors: { price: 'ფასი დადებითი უნდა იყოს', slug: 'უკვე დაკავებულია' } },
    });
  });

  it('deletes with DELETE and answers the deleted record', async () => {
    const sent = answerAdmin('delete', '/news/4', { status: 'ok' });
    const deleted = await dataProvider.delete('news', { id: 4, previousData: { id: 4, slug: 'first-light' } });
    expect(deleted.data).toEqual({ id: 4, slug: 'first-light' });
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual(['DELETE /api/admin/news/4']);
  });

  it('posts an order’s actions with their bodies', async () => {
    const ship = answerAdmin('post', '/orders/9/status', { id: 9, status: 'shipped' });
    const refund = answerAdmin('post', '/orders/9/refund', { id: 9, status: 'paid', refunded: 50 });
    const cancel = answerAdmin('post', '/orders/9/cancel', { id: 9, status: 'cancelled' });
    await dataProvider.orderAction(9, { action: 'status', body: { status: 'shipped', trackingNumber: 'GE123' } });
    await dataProvider.orderAction(9, { action: 'refund', body: { amount: 50, restock: true } });
    await dataProvider.orderAction(9, { action: 'cancel' });
    expect(ship[0].body).toEqual({ status: 'shipped', trackingNumber: 'GE123' });
    expect(refund[0].body).toEqual({ amount: 50, restock: true });
    expect(cancel).toHaveLength(1);
  });

  it('sets a warehouse’s stock count of a product', async () => {
    const sent = answerAdmin('put', '/products/5/stock', { id: 5 });
    await dataProvider.setStock(5, 2, 14);
    expect(sent[0].body).toEqual({ warehouseId: 2, quantity: 14 });
  });

  // a picked File is a Blob (jsdom's File is not the fetch's Blob here, so the test sends Blobs)
  it('sends a picked picture or PDF as it is, with its own type, and orders and deletes pictures', async () => {
    const image = answerAdmin('post', '/products/5/images', { id: 5 });
    await dataProvider.addImage(5, new Blob(['png bytes'], { type: 'image/png' }));
    expect(image[0]).toMatchObject({ method: 'POST', body: 'png bytes' });
    expect(image[0].headers.get('content-type')).toBe('image/png');
    expect(image[0].headers.get('authorization')).toBe('Bearer operator-token');

    const pdf = answerAdmin('put', '/products/5/pdf', { id: 5 });
    await dataProvider.setPdf(5, new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    expect(pdf[0].headers.get('content-type')).toBe('application/pdf');

    const category = answerAdmin('post', '/categories/3/image', { id: 3 });
    await dataProvider.setCategoryImage(3, new Blob(['webp bytes'], { type: 'image/webp' }));
    expect(category[0].headers.get('content-type')).toBe('image/webp');
    const story = answerAdmin('post', '/news/4/image', { id: 4 });
    await dataProvider.setNewsImage(4, new Blob(['png bytes'], { type: 'image/png' }));
    expect(story[0].headers.get('content-type')).toBe('image/png');

    const order = answerAdmin('put', '/products/5/images', { id: 5 });
    await dataProvider.arrangeImages(
      5,
      ['b.png', 'a.png'],
      [
        { en: 'Tube', ka: 'მილი' },
        { en: '', ka: '' },
      ],
    );
    expect(order[0].body).toEqual({
      images: ['b.png', 'a.png'],
      alts: [
        { en: 'Tube', ka: 'მილი' },
        { en: '', ka: '' },
      ],
    });
    const removed = answerAdmin('delete', '/products/5/images/1', { id: 5 });
    await dataProvider.deleteImage(5, 1);
    expect(removed).toHaveLength(1);
  });

  it('downloads a filtered CSV with the token, and sends an import as text/csv', async () => {
    const csv = answerAdmin('get', '/orders.csv', 'number,total');
    const blob = await dataProvider.csv('orders', { status: 'paid' });
    expect(await blob.text()).toBe('"number,total"');
    expect(csv[0].url).toBe('/api/admin/orders.csv?status=paid');
    expect(csv[0].headers.get('authorization')).toBe('Bearer operator-token');

    const sent = answerAdmin('post', '/products/import', {
      rows: [{ row: 2, slug: 'orbita', changes: {} }],
      applied: false,
    });
    const preview = await dataProvider.importProducts('slug,price\norbita,100\n', true);
    expect(preview.applied).toBe(false);
    expect(sent[0]).toMatchObject({ url: '/api/admin/products/import?preview=true', body: 'slug,price\norbita,100\n' });
    expect(sent[0].headers.get('content-type')).toBe('text/csv');
  });
});
