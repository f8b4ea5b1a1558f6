// /communications' preferences: the newsletter (is_subscribed) and the notification custom attributes
// notify_order_updates and notify_offers, read through Customer.custom_attributes and saved by updateCustomerV2.
import { customerShop, DEMO, errorsOf } from './helpers';

const PREFS = `custom_attributes(attributeCodes: ["notify_order_updates", "notify_offers"]) {
  code ... on AttributeValue { value } }`;
const READ = `{ customer { is_subscribed ${PREFS} } }`;
const SAVE = `mutation($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { is_subscribed ${PREFS} } } }`;

describe('notification preferences', () => {
  it('are on by default and saved with the newsletter choice', async () => {
    const shop = customerShop();
    const token = await shop.signIn(DEMO);
    expect((await shop.as(token, READ)).data.customer.custom_attributes).toEqual([
      { code: 'notify_order_updates', value: '1' },
      { code: 'notify_offers', value: '1' },
    ]);
    const saved = await shop.as(token, SAVE, {
      input: {
        is_subscribed: true,
        custom_attributes: [{ attribute_code: 'notify_offers', value: '0' }],
      },
    });
    expect(saved.data.updateCustomerV2.customer).toEqual({
      is_subscribed: true,
      custom_attributes: [
        { code: 'notify_order_updates', value: '1' },
        { code: 'notify_offers', value: '0' },
      ],
    });
    expect((await shop.as(token, READ)).data.customer.custom_attributes[1]).toEqual({
      code: 'notify_offers',
      value: '0',
    });
  });

  it('refuses anything but 0 or 1 and changes nothing', async () => {
    const shop = customerShop();
    const token = await shop.signIn(DEMO);
    const res = await shop.as(token, SAVE, {
      input: { is_subscribed: true, custom_attributes: [{ attribute_code: 'notify_offers', value: 'yes' }] },
    });
    expect(errorsOf(res)).toEqual([
      { category: 'graphql-input', message: '"notify_offers" must be 0 or 1.' },
    ]);
    const after = (await shop.as(token, READ)).data.customer;
    expect(after.custom_attributes[1]).toEqual({ code: 'notify_offers', value: '1' });
  });
});
