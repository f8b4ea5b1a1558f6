import {
  COD_OPTION,
  FREE_OPTION,
  gatewayOptions,
  groupByProvider,
  hostedPageFor,
  offeredPaymentOptions,
} from './payment-options';

const options = [...gatewayOptions('razorpay', 'payu'), COD_OPTION];
const ids = (list: { id: string }[]) => list.map((option) => option.id);

describe('payment list rule', () => {
  it('offers only the free option when Magento allows the free method', () => {
    const offered = offeredPaymentOptions(options, {
      availableMethods: ['razorpay', 'free', 'cashondelivery'],
      isOnlyUpi: true,
      couponCodes: ['UPI50'],
    });
    expect(offered).toEqual([FREE_OPTION]);
    expect(offered[0]?.label).toBe('No Payment Information Required');
  });

  it('offers only the UPI option for a UPI-only cart', () => {
    const offered = offeredPaymentOptions(options, {
      availableMethods: ['razorpay', 'payu', 'cashondelivery'],
      isOnlyUpi: true,
      couponCodes: [],
    });
    expect(offered).toEqual([{ id: 'upi', pg: 'razorpay', label: 'UPI', method: 'upi' }]);
  });

  it("offers only UPI when the first coupon code contains 'upi'", () => {
    const offered = offeredPaymentOptions(options, {
      availableMethods: ['payu'],
      isOnlyUpi: false,
      couponCodes: ['SAVEUPI', 'OTHER'],
    });
    expect(ids(offered)).toEqual(['payu-upi']);
    const notFirst = offeredPaymentOptions(options, {
      availableMethods: ['payu'],
      isOnlyUpi: false,
      couponCodes: ['OTHER', 'UPI10'],
    });
    expect(notFirst.length).toBeGreaterThan(1);
  });

  it('otherwise offers the options of the gateways Magento allows', () => {
    const offered = offeredPaymentOptions(options, {
      availableMethods: ['payu', 'cashondelivery'],
      isOnlyUpi: false,
      couponCodes: [],
    });
    expect(ids(offered)).toEqual([
      'payu-netbanking',
      'payu-card',
      'payu-upi',
      'payu-wallet',
      'payu-emi',
      'payu-bnpl',
      'cod',
    ]);
    expect(offered.at(-1)).toMatchObject({
      label: 'Cash on delivery',
      note: 'Additional charge of Rs. 50 applicable.',
    });
  });

  it('lists the four options of gateway one and six of gateway two', () => {
    const all = gatewayOptions('razorpay', 'payu');
    expect(all.filter((o) => o.pg === 'razorpay')).toHaveLength(4);
    expect(all.filter((o) => o.pg === 'payu')).toHaveLength(6);
  });
});

describe('payment options as shown', () => {
  it("groups each gateway's options under its provider's name; cash on delivery stands alone", () => {
    const groups = groupByProvider([COD_OPTION, ...gatewayOptions('razorpay', 'payu')]);
    expect(groups.map((g) => [g.name, g.options.map((o) => o.label)])).toEqual([
      [null, ['Cash on delivery']],
      ['Razorpay', ['Credit card', 'Debit card', 'UPI', 'Pay later']],
      ['PayU', ['Netbanking', 'Credit/debit card', 'UPI', 'Wallet', 'EMI', 'Pay later']],
    ]);
    // Within a provider, each label once: the shopper can tell every radio apart by its group.
    for (const group of groups)
      expect(new Set(group.options.map((o) => o.label)).size).toBe(group.options.length);
    expect(groupByProvider([FREE_OPTION])).toEqual([{ key: 'free', name: null, options: [FREE_OPTION] }]);
    expect(groupByProvider(gatewayOptions('cashfree', 'payu')).map((g) => g.name)).toEqual([
      'Cashfree',
      'PayU',
    ]);
  });

  it('opens the hosted page on the chosen way to pay', () => {
    const [, , upi] = gatewayOptions('razorpay', 'payu');
    const page = 'https://shop.example.in/sandbox/razorpay/pay/ab12';
    expect(hostedPageFor(page, upi)).toBe(`${page}?method=upi`);
    expect(hostedPageFor(`${page}?lang=en`, upi)).toBe(`${page}?lang=en&method=upi`);
    expect(hostedPageFor(page, COD_OPTION)).toBe(page);
    expect(hostedPageFor(page, undefined)).toBe(page);
    expect(hostedPageFor('not a url', upi)).toBe('not a url');
  });
});
