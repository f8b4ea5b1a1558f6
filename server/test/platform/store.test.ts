import { createTestShop, ORIGIN } from '../test-app';
import { listActiveStores } from '../../magento/db/repositories/stores';

const shop = createTestShop();

const STORE_CONFIG = `{
  storeConfig {
    id store_code store_name website_name locale default_display_currency_code base_currency_code
    category_url_suffix product_url_suffix cms_home_page cms_no_route no_route absolute_footer copyright
    default_title header_logo_src logo_width logo_height logo_alt root_category_uid
    base_url base_link_url base_media_url secure_base_media_url base_static_url secure_base_url
    is_default_store store_group_code newsletter_enabled contact_enabled grid_per_page
  }
}`;

describe('storeConfig', () => {
  it('describes the default store view with base URLs on the request origin', async () => {
    const { data, errors } = await shop.gql<{ storeConfig: Record<string, unknown> }>(STORE_CONFIG);
    expect(errors).toBeUndefined();
    expect(data?.storeConfig).toMatchObject({
      id: 1,
      store_code: 'default',
      store_name: 'Zepp Shop',
      locale: 'en_IN',
      default_display_currency_code: 'INR',
      base_currency_code: 'INR',
      category_url_suffix: '.html',
      product_url_suffix: '.html',
      cms_home_page: 'home',
      cms_no_route: 'no-route',
      header_logo_src: 'default/logo.png',
      logo_width: 168,
      logo_height: 40,
      logo_alt: 'Zepp Shop',
      root_category_uid: 'Mg==',
      base_url: `${ORIGIN}/`,
      base_link_url: `${ORIGIN}/`,
      base_media_url: `${ORIGIN}/media/`,
      secure_base_media_url: `${ORIGIN}/media/`,
      base_static_url: `${ORIGIN}/static/`,
      is_default_store: true,
      newsletter_enabled: true,
      grid_per_page: 12,
    });
    expect(data?.storeConfig.default_title).toMatch(/Zepp Shop/);
    expect(data?.storeConfig.absolute_footer).toMatch(/GST/);
  });

  it('names the public origin (PUBLIC_ORIGIN), whatever the request host, port or X-Forwarded-* say', async () => {
    const direct = await shop.app.fetch(
      new Request('http://127.0.0.1:9123/graphql?query={storeConfig{base_url%20secure_base_media_url}}'),
    );
    expect((await direct.json()).data.storeConfig).toEqual({
      base_url: `${ORIGIN}/`,
      secure_base_media_url: `${ORIGIN}/media/`,
    });
    const { data } = await shop.gql<{ storeConfig: { base_media_url: string } }>(
      '{ storeConfig { base_media_url } }',
      undefined,
      { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.in' } },
    );
    expect(data?.storeConfig.base_media_url).toBe(`${ORIGIN}/media/`);
  });

  it('switches store view with the store header', async () => {
    const query = '{ storeConfig { store_code store_name store_group_name default_title } }';
    const infosys = await shop.gql<{ storeConfig: Record<string, string> }>(query, undefined, {
      headers: { store: 'infosys' },
    });
    expect(infosys.data?.storeConfig).toMatchObject({
      store_code: 'infosys',
      store_name: 'Infosys Employee Store',
      store_group_name: 'Employee Programme',
    });
    const samsung = await shop.gql<{ storeConfig: Record<string, string> }>(query, undefined, {
      headers: { store: 'samsung' },
    });
    expect(samsung.data?.storeConfig.default_title).toBe('Samsung Partner Store on Zepp Shop');
  });

  it("answers an unknown store code with Magento's error", async () => {
    const result = await shop.gql('{ storeConfig { store_code } }', undefined, {
      headers: { store: 'nowhere' },
    });
    expect(result.data).toBeUndefined();
    expect(result.errors).toEqual([
      { message: 'Requested store is not found', extensions: { category: 'graphql-no-such-entity' } },
    ]);
  });
});

describe('availableStores', () => {
  type Store = {
    store_code: string;
    id: number;
    store_name: string;
    default_display_currency_code: string;
    locale: string;
    secure_base_media_url: string;
  };
  const QUERY = `query Stores($group: Boolean) {
    availableStores(useCurrentGroup: $group) { id store_code store_name default_display_currency_code locale secure_base_media_url }
  }`;

  it('lists every storefront view of the website, all in INR and en_IN', async () => {
    const { data } = await shop.gql<{ availableStores: Store[] }>(QUERY);
    const stores = data?.availableStores ?? [];
    expect(stores.length).toBeGreaterThanOrEqual(38);
    expect(stores.map((s) => s.store_code)).toEqual(
      expect.arrayContaining(['default', 'student', 'employee', 'partner']),
    );
    expect(stores.map((s) => s.store_code)).not.toContain('admin');
    for (const store of stores) {
      expect(store).toMatchObject({ default_display_currency_code: 'INR', locale: 'en_IN' });
      expect(store.secure_base_media_url).toBe(`${ORIGIN}/media/`);
    }
    expect(new Set(stores.map((s) => s.store_name)).size).toBe(stores.length);
  });

  it('keeps about 40 store views with ids from 0 to 42, with gaps, admin included', () => {
    const ids = listActiveStores(shop.db).map((s) => s.store_id);
    expect(ids).toContain(0);
    expect(Math.max(...ids)).toBe(42);
    expect(ids.length).toBeGreaterThanOrEqual(38);
    expect(ids.length).toBeLessThan(43);
  });

  it('narrows to the current store group with useCurrentGroup', async () => {
    const { data } = await shop.gql<{ availableStores: Store[] }>(
      QUERY,
      { group: true },
      { headers: { store: 'iit_delhi' } },
    );
    const codes = data?.availableStores.map((s) => s.store_code) ?? [];
    expect(codes).toContain('student');
    expect(codes).toContain('iit_delhi');
    expect(codes).not.toContain('default');
    expect(codes).not.toContain('infosys');
  });

  it('rejects a useCurrentGroup that is not a boolean', async () => {
    const { errors } = await shop.gql(QUERY, { group: 'yes' });
    expect(errors?.[0]?.message).toMatch(/Boolean cannot represent a non boolean value/);
  });
});
