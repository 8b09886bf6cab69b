import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { apiBase, server } from '@/test/msw';
import { baseApi } from './baseApi';
import { startFailedLoadLog } from './failedLoads';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testLoad: build.query<unknown, string>({ query: (path) => ({ url: path, lang: 'en' }) }),
    testSend: build.mutation<unknown, string>({ query: (path) => ({ url: path, method: 'POST', lang: 'en' }) }),
  }),
});

function storeWithLog() {
  const listener = createListenerMiddleware();
  startFailedLoadLog(listener.startListening);
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(baseApi.middleware),
  });
}

describe('the log of failed loads', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('says "Get data failed: " and the cause once for a load that failed, whatever the endpoint', async () => {
    server.use(http.get(`${apiBase}/api/broken`, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const store = storeWithLog();
    await store.dispatch(api.endpoints.testLoad.initiate('/api/broken'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Get data failed: ', expect.objectContaining({ status: 500 }));
  });

  it('says nothing of a load that worked, or of a failed action (those have their own message)', async () => {
    server.use(
      http.get(`${apiBase}/api/fine`, () => HttpResponse.json({ data: [] })),
      http.post(`${apiBase}/api/refused`, () => HttpResponse.json({ message: 'no' }, { status: 422 })),
    );
    const store = storeWithLog();
    await store.dispatch(api.endpoints.testLoad.initiate('/api/fine'));
    // asked again while cached: RTK Query refuses it before it starts, which is no failure
    await store.dispatch(api.endpoints.testLoad.initiate('/api/fine'));
    await store.dispatch(api.endpoints.testSend.initiate('/api/refused'));
    expect(error).not.toHaveBeenCalled();
  });
});
