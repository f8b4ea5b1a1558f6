import { createTestShop, ORIGIN } from '../test-app';
import { handleRest } from '../../magento/http/rest-handler';
import { RestError, RestRouter } from '../../magento/http/rest-router';

const shop = createTestShop();

// A router with one echo route, so the handler's parsing and error mapping are exercised on their own.
const router = new RestRouter()
  .add('POST', '/echo/:id', ({ params, body, context }) => ({
    id: params.id,
    body,
    store: context.store.code,
  }))
  .add('GET', '/fail', () => {
    throw new RestError(400, 'The "%1" value is invalid.', ['qty']);
  })
  .add('GET', '/crash', () => {
    throw new Error('boom');
  });

const call = async (method: string, path: string, body?: string, headers: Record<string, string> = {}) => {
  const response = await handleRest(
    new Request(`${ORIGIN}${path}`, {
      method,
      body,
      headers: { 'content-type': 'application/json', ...headers },
    }),
    router,
    shop.db,
    shop.config,
  );
  return { status: response.status, body: await response.json() };
};

describe('REST handler', () => {
  it('routes JSON to a handler with path params and the store view from the path or header', async () => {
    expect(await call('POST', '/rest/V1/echo/42', '{"a":1}')).toEqual({
      status: 200,
      body: { id: '42', body: { a: 1 }, store: 'default' },
    });
    expect((await call('POST', '/rest/samsung/V1/echo/1', '{}')).body.store).toBe('samsung');
    expect((await call('POST', '/rest/V1/echo/1', '{}', { store: 'tcs' })).body.store).toBe('tcs');
  });

  it("answers mistakes with Magento's error shape and a 4xx", async () => {
    expect(await call('POST', '/rest/V1/echo/1', '{bad')).toEqual({
      status: 400,
      body: { message: 'Decoding error.' },
    });
    expect(
      (await call('POST', '/rest/V1/echo/1', JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }))).status,
    ).toBe(413);
    expect(await call('GET', '/rest/V1/nothing')).toEqual({
      status: 404,
      body: { message: 'Request does not match any route.' },
    });
    expect(await call('GET', '/rest/V1/fail')).toEqual({
      status: 400,
      body: { message: 'The "%1" value is invalid.', parameters: ['qty'] },
    });
    expect(await call('POST', '/rest/nowhere/V1/echo/1', '{}')).toEqual({
      status: 404,
      body: { message: 'Requested store is not found' },
    });
  });

  it('hides unexpected failures behind Magento’s generic message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await call('GET', '/rest/V1/crash')).toEqual({
      status: 500,
      body: { message: 'Internal Error. Details are available in Magento log file.' },
    });
  });
});
