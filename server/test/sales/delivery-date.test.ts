// The shop's one delivery-date rule (schema/cart/delivery-date.ts): the product page's delivery bar reads it
// through Zepp_Pincode's getDeliveryEstimateByPincode, the cart and the order through Cart.estimatedDeliveryDate.
// The shop's clock is pinned, so every date here is exact.
import { addWorkingDays } from '../../magento/schema/cart/delivery-date';
import {
  add,
  ADDRESS,
  caller,
  errorsOf,
  newCart,
  SET_METHOD,
  SET_SHIPPING,
  salesShop,
  simpleProduct,
} from './helpers';

const ESTIMATE = `query($p: String!) {
  getDeliveryEstimateByPincode(pincode: $p) { pincode serviceable working_days estimated_delivery_date }
}`;

// Thursday 21 November 2024, 10:00 in India.
const THURSDAY_MORNING_IST = Date.parse('2024-11-21T10:00:00+05:30');
// Sunday 24 November 2024, 01:30 in India: still Saturday in UTC.
const SUNDAY_NIGHT_IST = Date.parse('2024-11-23T20:00:00Z');

function shopAt(now: number) {
  const shop = salesShop();
  shop.clock.now = now;
  return shop;
}

const estimate = async (now: number, pincode: string) =>
  (await shopAt(now).guest(ESTIMATE, { p: pincode })).data?.getDeliveryEstimateByPincode;

describe('addWorkingDays', () => {
  it('counts days in India: 01:30 on Sunday in India is Sunday, so the next working day is Monday', () => {
    expect(addWorkingDays(SUNDAY_NIGHT_IST, 1).toISOString()).toBe('2024-11-25T06:30:00.000Z');
  });

  it('skips Sundays and lands at noon in India', () => {
    expect(addWorkingDays(THURSDAY_MORNING_IST, 3).toISOString()).toBe('2024-11-25T06:30:00.000Z');
    expect(addWorkingDays(THURSDAY_MORNING_IST, 0).toISOString()).toBe('2024-11-21T06:30:00.000Z');
  });
});

describe('getDeliveryEstimateByPincode', () => {
  it('gives a serviceable pincode standard delivery: 5 working days later, Sundays not counted', async () => {
    expect(await estimate(THURSDAY_MORNING_IST, '110001')).toEqual({
      pincode: '110001',
      serviceable: true,
      working_days: 5,
      estimated_delivery_date: 'Wed, 27 Nov, 2024',
    });
  });

  it('gives a pincode outside the serviceable list 2 working days more', async () => {
    expect(await estimate(THURSDAY_MORNING_IST, '999999')).toEqual({
      pincode: '999999',
      serviceable: false,
      working_days: 7,
      estimated_delivery_date: 'Fri, 29 Nov, 2024',
    });
  });

  it('counts from the day in India', async () => {
    expect((await estimate(SUNDAY_NIGHT_IST, '110001')).estimated_delivery_date).toBe('Fri, 29 Nov, 2024');
  });

  it('trims the pincode', async () => {
    expect(await estimate(THURSDAY_MORNING_IST, ' 560037 ')).toMatchObject({
      pincode: '560037',
      serviceable: true,
    });
  });

  it.each(['11001', '1100011', '011001', 'abcdef', '11000a', '', '   ', "1' OR 1=1"])(
    'refuses %j as an input error, not an internal one',
    async (pincode) => {
      const res = await shopAt(THURSDAY_MORNING_IST).guest(ESTIMATE, { p: pincode });
      expect(errorsOf(res)).toEqual([{ message: 'Invalid pincode format.', category: 'graphql-input' }]);
      expect(res.data?.getDeliveryEstimateByPincode).toBeNull();
    },
  );

  it('refuses a missing pincode in validation', async () => {
    const res = await shopAt(THURSDAY_MORNING_IST).guest(ESTIMATE, { p: null });
    expect(res.errors?.[0]?.message).toMatch(/\$p.*String!/);
    expect(res.data).toBeUndefined();
  });

  it("follows the shop's default shipping method, and is null when the shop ships nothing", async () => {
    const shop = shopAt(THURSDAY_MORNING_IST);
    shop.db.prepare("UPDATE shipping_carriers SET position = -1 WHERE carrier_code = 'express'").run();
    expect((await shop.guest(ESTIMATE, { p: '110001' })).data?.getDeliveryEstimateByPincode).toMatchObject({
      working_days: 2,
      estimated_delivery_date: 'Sat, 23 Nov, 2024',
    });
    shop.db.prepare('UPDATE shipping_carriers SET is_active = 0').run();
    const res = await shop.guest(ESTIMATE, { p: '110001' });
    expect(res.errors).toBeUndefined();
    expect(res.data?.getDeliveryEstimateByPincode).toBeNull();
  });
});

describe("a cart's estimatedDeliveryDate", () => {
  it.each([
    ['110001', 'Wed, 27 Nov, 2024'],
    ['999999', 'Fri, 29 Nov, 2024'],
  ])(
    "to %s is the delivery bar's estimate, by the chosen method once there is one",
    async (postcode, date) => {
      const shop = shopAt(THURSDAY_MORNING_IST);
      const call = caller(shop);
      const id = await newCart(call);
      await add(call, id, [{ sku: simpleProduct(shop).sku, quantity: 1 }]);
      const { cart } = (await call(SET_SHIPPING, { id, address: { ...ADDRESS, postcode } })).data
        .setShippingAddressesOnCart;
      const bar = (await call(ESTIMATE, { p: postcode })).data.getDeliveryEstimateByPincode;
      expect(cart.estimatedDeliveryDate).toBe(date);
      expect(bar.estimated_delivery_date).toBe(date);

      const express = (await call(SET_METHOD, { id, c: 'express', m: 'express' })).data
        .setShippingMethodsOnCart;
      expect(express.cart.estimatedDeliveryDate).toBe(
        postcode === '110001' ? 'Sat, 23 Nov, 2024' : 'Tue, 26 Nov, 2024',
      );
    },
  );
});
