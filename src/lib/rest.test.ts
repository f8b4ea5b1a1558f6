import { http, HttpResponse } from 'msw';
import { server } from '../../test/support/msw-server';
import { createRestClient, fillParameters, RestError } from './rest';
import { BrowserPersistence } from './storage';

describe('REST client', () => {
  it('sends JSON with credentials and no authorization for a guest', async () => {
    let seen: Request | undefined;
    server.use(
      http.post('*/rest/V1/guest-carts/c1/shipping-information', async ({ request }) => {
        seen = request;
        return HttpResponse.json({ ok: (await request.json()) as unknown });
      }),
    );
    const result = await createRestClient().request('/rest/V1/guest-carts/c1/shipping-information', {
      method: 'POST',
      body: { addressInformation: { shipping_carrier_code: 'flatrate' } },
    });
    expect(result).toEqual({ ok: { addressInformation: { shipping_carrier_code: 'flatrate' } } });
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(seen?.headers.get('accept')).toBe('application/json');
    expect(seen?.headers.get('authorization')).toBeNull();
    expect(seen?.credentials).toBe('include');
  });

  it('sends the stored customer token as a bearer token', async () => {
    const storage = new BrowserPersistence();
    storage.setItem('signin_token', 'tok-1', 3600);
    let authorization: string | null = null;
    server.use(
      http.get('*/rest/V1/carts/mine', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ id: 1 });
      }),
    );
    await createRestClient({ storage }).request('/rest/V1/carts/mine');
    expect(authorization).toBe('Bearer tok-1');
  });

  it('shares one network request between identical GETs in flight, and not afterwards', async () => {
    let calls = 0;
    server.use(
      http.get('*/rest/V1/directory/countries', () => {
        calls += 1;
        return HttpResponse.json([{ id: 'IN' }]);
      }),
    );
    const client = createRestClient();
    const [a, b] = await Promise.all([
      client.request('/rest/V1/directory/countries'),
      client.request('/rest/V1/directory/countries'),
    ]);
    expect(calls).toBe(1);
    expect(a).toEqual(b);
    await client.request('/rest/V1/directory/countries');
    expect(calls).toBe(2);
  });

  it('never shares POSTs', async () => {
    let calls = 0;
    server.use(
      http.post('*/rest/V1/thing', () => {
        calls += 1;
        return HttpResponse.json(calls);
      }),
    );
    const client = createRestClient();
    await Promise.all([
      client.request('/rest/V1/thing', { method: 'POST' }),
      client.request('/rest/V1/thing', { method: 'POST' }),
    ]);
    expect(calls).toBe(2);
  });

  it('rejects with an error carrying method, URL, status, the server message and extra info', async () => {
    server.use(
      http.post('*/rest/V1/guest-carts/bad/payment-information', () =>
        HttpResponse.json(
          {
            message: 'No such entity with %fieldName = %fieldValue',
            parameters: { fieldName: 'cartId', fieldValue: 'bad' },
          },
          { status: 404 },
        ),
      ),
    );
    const error = await createRestClient()
      .request('/rest/V1/guest-carts/bad/payment-information', { method: 'POST', body: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RestError);
    expect(error).toMatchObject({
      method: 'POST',
      url: '/rest/V1/guest-carts/bad/payment-information',
      status: 404,
      serverMessage: 'No such entity with cartId = bad',
      extra: { parameters: { fieldName: 'cartId', fieldValue: 'bad' } },
    });
    expect((error as Error).message).toBe(
      'POST /rest/V1/guest-carts/bad/payment-information responded 404: No such entity with cartId = bad',
    );
  });

  it('keeps a non-JSON error body as extra info', async () => {
    server.use(http.get('*/rest/V1/broken', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })));
    await expect(createRestClient().request('/rest/V1/broken')).rejects.toMatchObject({
      status: 502,
      serverMessage: '',
      extra: '<h1>Bad gateway</h1>',
    });
  });
});

describe('fillParameters', () => {
  it('fills positional %1 parameters', () => {
    expect(fillParameters('The "%1" value is invalid', ['qty'])).toBe('The "qty" value is invalid');
  });
});
