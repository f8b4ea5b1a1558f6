import { BrowserPersistence, clearCheckoutStorage, STORAGE_KEYS, STORAGE_PREFIX } from './storage';

describe('BrowserPersistence', () => {
  it('stores entries under the product prefix with value, timeStored and ttl', () => {
    const storage = new BrowserPersistence(localStorage, () => 1_000);
    storage.setItem('signin_token', 'abc', 3600);
    expect(JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}signin_token`) ?? '')).toEqual({
      value: 'abc',
      timeStored: 1_000,
      ttl: 3600,
    });
    expect(localStorage.getItem('signin_token')).toBeNull();
  });

  it('reads an entry back until its ttl has passed, then removes it and reads it as absent', () => {
    let now = 0;
    const storage = new BrowserPersistence(localStorage, () => now);
    storage.setItem('cartId', 'cart-1', 10);
    now = 10_000;
    expect(storage.getItem('cartId')).toBe('cart-1');
    now = 10_001;
    expect(storage.getItem('cartId')).toBeUndefined();
    expect(localStorage.getItem(`${STORAGE_PREFIX}cartId`)).toBeNull();
  });

  it('keeps entries without a ttl forever', () => {
    let now = 0;
    const storage = new BrowserPersistence(localStorage, () => now);
    storage.setItem('store_view_code', 'student');
    now = Number.MAX_SAFE_INTEGER;
    expect(storage.getItem('store_view_code')).toBe('student');
  });

  it('works over sessionStorage too', () => {
    const storage = new BrowserPersistence(sessionStorage);
    storage.setItem('visited_paths', ['/a']);
    expect(storage.getItem('visited_paths')).toEqual(['/a']);
    expect(sessionStorage.getItem(`${STORAGE_PREFIX}visited_paths`)).not.toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('reads corrupt JSON and foreign shapes as absent without throwing', () => {
    localStorage.setItem(`${STORAGE_PREFIX}cartId`, '{not json');
    localStorage.setItem(`${STORAGE_PREFIX}userLocation`, '"just a string"');
    const storage = new BrowserPersistence();
    expect(storage.getItem('cartId')).toBeUndefined();
    expect(storage.getItem('userLocation')).toBeUndefined();
    expect(storage.getRawItem('cartId')).toBeUndefined();
  });

  it('exposes the raw entry without removing an expired one', () => {
    let now = 0;
    const storage = new BrowserPersistence(localStorage, () => now);
    storage.setItem('signin_token', 't', 1);
    now = 5_000;
    expect(storage.getRawItem('signin_token')).toEqual({ value: 't', timeStored: 0, ttl: 1 });
    expect(localStorage.getItem(`${STORAGE_PREFIX}signin_token`)).not.toBeNull();
  });

  it('removes items', () => {
    const storage = new BrowserPersistence();
    storage.setItem('cartId', 'x');
    storage.removeItem('cartId');
    expect(storage.getItem('cartId')).toBeUndefined();
  });

  it('does not throw when the browser refuses to store (quota, private mode)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const storage = new BrowserPersistence(refusing);
    expect(() => storage.setItem('cartId', 'x')).not.toThrow();
    expect(storage.getItem('cartId')).toBeUndefined();
    expect(() => storage.removeItem('cartId')).not.toThrow();
  });
});

describe('clearCheckoutStorage', () => {
  it('removes every saved checkout key and nothing else', () => {
    const storage = new BrowserPersistence();
    for (const key of [
      'billing_address',
      'paymentMethod',
      'shipping_address',
      'shippingMethod',
      'availableShippingMethods',
      // the checkout's drafts: the address being typed, and a failed payment's address
      'checkout_shipping_form',
      'checkout_address_draft',
    ]) {
      storage.setItem(key, { saved: key });
    }
    storage.setItem(STORAGE_KEYS.cartId, 'cart-1');
    clearCheckoutStorage(storage);
    expect(localStorage.length).toBe(1);
    expect(storage.getItem(STORAGE_KEYS.cartId)).toBe('cart-1');
  });
});

describe('STORAGE_KEYS', () => {
  it('uses the key names the product defines', () => {
    expect(STORAGE_KEYS).toMatchObject({
      signinToken: 'signin_token',
      storeViewCurrency: 'store_view_currency',
      storeViewCode: 'store_view_code',
      magentoCacheId: 'magento_cache_id',
      userLocation: 'userLocation',
      cartId: 'cartId',
    });
  });
});

describe('peekItem', () => {
  it('reads a live value and leaves an expired entry in place, reading it as absent', () => {
    let now = 0;
    const storage = new BrowserPersistence(localStorage, () => now);
    storage.setItem('signin_token', 't', 1);
    expect(storage.peekItem('signin_token')).toBe('t');
    now = 2_000;
    expect(storage.peekItem('signin_token')).toBeUndefined();
    expect(storage.getRawItem('signin_token')).toMatchObject({ value: 't' });
  });
});
