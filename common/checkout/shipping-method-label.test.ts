import { orderShippingMethodLabel, shippingMethodLabel } from './shipping-method-label';

test("names a method by its carrier's title, adding the method's only when it says more", () => {
  expect(shippingMethodLabel('Standard Delivery', 'Standard')).toBe('Standard Delivery');
  expect(shippingMethodLabel('Express Delivery', 'express')).toBe('Express Delivery');
  expect(shippingMethodLabel('Flat Rate', 'Fixed')).toBe('Flat Rate – Fixed');
  expect(shippingMethodLabel('UPS', 'UPS Ground')).toBe('UPS Ground');
  expect(shippingMethodLabel('Standard Delivery', null)).toBe('Standard Delivery');
  expect(shippingMethodLabel('', 'Pickup')).toBe('Pickup');
});

test("names a placed order's method from Magento's carrier and description the same way", () => {
  expect(orderShippingMethodLabel('Standard Delivery', 'Standard Delivery - Standard')).toBe(
    'Standard Delivery',
  );
  expect(orderShippingMethodLabel('Flat Rate', 'Flat Rate - Fixed')).toBe('Flat Rate – Fixed');
  expect(orderShippingMethodLabel('Express Delivery', null)).toBe('Express Delivery');
  expect(orderShippingMethodLabel(null, 'Store pickup')).toBe('Store pickup');
});
