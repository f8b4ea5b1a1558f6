import zlib from 'node:zlib';
import { createTestShop, ORIGIN } from '../test-app';

const shop = createTestShop();
const BIG_QUERY =
  '{ categoryList { uid name children { uid name url_path children { uid name url_path } } } }';

async function get(query: string, headers: Record<string, string> = {}) {
  const url = `${ORIGIN}/graphql?${new URLSearchParams({ query })}`;
  return shop.app.fetch(new Request(url, { headers }));
}

describe('API response compression', () => {
  it('gzips a large GraphQL answer when the client accepts gzip', async () => {
    const response = await get(BIG_QUERY, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const compressed = Buffer.from(await response.arrayBuffer());
    const json = JSON.parse(zlib.gunzipSync(compressed).toString('utf8'));
    expect(json.data.categoryList[0].children.length).toBeGreaterThan(0);
    expect(compressed.byteLength).toBeLessThan(JSON.stringify(json).length / 2);
  });

  it('sends plain JSON to clients that do not accept gzip, or refuse it with q=0', async () => {
    const variants: Record<string, string>[] = [{}, { 'accept-encoding': 'gzip;q=0' }];
    for (const headers of variants) {
      const response = await get(BIG_QUERY, headers);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect((await response.json()).data.categoryList).toHaveLength(1);
    }
  });

  it('leaves small answers uncompressed', async () => {
    const response = await get('{ storeConfig { store_code } }', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect((await response.json()).data.storeConfig.store_code).toBe('default');
  });
});
