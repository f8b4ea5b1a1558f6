import { createTestShop } from '../test-app';

const shop = createTestShop();

const ROUTE = `query ResolveUrl($url: String!) {
  route(url: $url) {
    __typename relative_url redirect_code type
    ... on CmsPage { identifier title }
    ... on CategoryTree { uid name }
  }
}`;
type Route = Record<string, unknown> | null;
const route = async (url: string, store?: string) => {
  const result = await shop.gql<{ route: Route }>(ROUTE, { url }, store ? { headers: { store } } : {});
  expect(result.errors).toBeUndefined();
  return result.data?.route;
};

describe('route', () => {
  it('resolves a category URL to its CategoryTree', async () => {
    expect(await route('/mobiles-tablets/smartphones.html')).toEqual({
      __typename: 'CategoryTree',
      relative_url: 'mobiles-tablets/smartphones.html',
      redirect_code: 0,
      type: 'CATEGORY',
      uid: 'NA==',
      name: 'Smartphones',
    });
  });

  it('resolves CMS pages, and the home page for "/"', async () => {
    expect(await route('about-us')).toMatchObject({
      __typename: 'CmsPage',
      identifier: 'about-us',
      type: 'CMS_PAGE',
      redirect_code: 0,
    });
    expect(await route('/')).toMatchObject({
      __typename: 'CmsPage',
      identifier: 'home',
      relative_url: 'home',
    });
  });

  it('sends a CMS page asked for with the catalogue suffix (/about-us.html) to its own URL, permanently', async () => {
    for (const identifier of ['about-us', 'privacy-policy', 'terms-and-conditions', 'contact-us'])
      expect(await route(`/${identifier}.html`)).toMatchObject({
        __typename: 'CmsPage',
        identifier,
        type: 'CMS_PAGE',
        redirect_code: 301,
        relative_url: identifier,
      });
  });

  it('ignores the query string and a trailing slash', async () => {
    expect(await route('/audio.html?page=2#top')).toMatchObject({ name: 'Audio' });
    expect(await route('/contact-us/')).toMatchObject({ identifier: 'contact-us' });
  });

  it('follows a 301 rewrite to the entity it points at', async () => {
    expect(await route('/mobiles.html')).toMatchObject({
      __typename: 'CategoryTree',
      name: 'Mobiles & Tablets',
      redirect_code: 301,
      relative_url: 'mobiles-tablets.html',
    });
    expect(await route('customer-care')).toMatchObject({
      __typename: 'CmsPage',
      identifier: 'contact-us',
      redirect_code: 301,
      relative_url: 'contact-us',
    });
  });

  it('follows a 302 rewrite, preferring the store view’s own rewrite', async () => {
    expect(await route('offers')).toMatchObject({
      name: '5G Phones',
      redirect_code: 302,
      relative_url: 'mobiles-tablets/smartphones/5g-phones.html',
    });
    expect(await route('offers', 'samsung')).toMatchObject({ name: 'Android Phones', redirect_code: 302 });
  });

  it('returns an absolute redirect target as relative_url', async () => {
    expect(await route('app')).toMatchObject({
      redirect_code: 302,
      relative_url: 'https://play.google.com/store/apps/details?id=in.zeppshop.app',
      type: null,
    });
    expect(await route('blog')).toMatchObject({
      redirect_code: 301,
      relative_url: 'https://blog.zeppshop.in/',
    });
  });

  it('answers null for a URL nothing is known at', async () => {
    expect(await route('/no/such/page.html')).toBeNull();
    expect(await route('%E0%A4%A')).toBeNull();
  });

  it('requires the url argument', async () => {
    const { errors } = await shop.gql('{ route { relative_url } }');
    expect(errors?.[0]?.message).toMatch(/argument "url" of type "String!" is required/);
  });
});

describe('urlResolver (deprecated)', () => {
  const QUERY =
    'query R($url: String!) { urlResolver(url: $url) { id entity_uid relative_url redirectCode type canonical_url } }';

  it('gives the entity type, id and uid of a URL', async () => {
    const { data } = await shop.gql<{ urlResolver: Record<string, unknown> }>(QUERY, { url: 'audio.html' });
    expect(data?.urlResolver).toEqual({
      id: 19,
      entity_uid: 'MTk=',
      relative_url: 'audio.html',
      canonical_url: 'audio.html',
      redirectCode: 0,
      type: 'CATEGORY',
    });
  });

  it('reports redirects and unknown URLs', async () => {
    const redirect = await shop.gql<{ urlResolver: Record<string, unknown> }>(QUERY, {
      url: 'recharge.html',
    });
    expect(redirect.data?.urlResolver).toMatchObject({
      redirectCode: 301,
      relative_url: 'bill-and-recharge.html',
      type: 'CATEGORY',
    });
    const unknown = await shop.gql<{ urlResolver: unknown }>(QUERY, { url: 'nothing-here' });
    expect(unknown.data?.urlResolver).toBeNull();
  });
});
