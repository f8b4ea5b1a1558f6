// Hostile or malformed input gets a clear, expected error (never "Internal server error") and writes nothing.
import { customerShop } from './helpers';

const huge = 'x'.repeat(100_000);

const TABLES = [
  'customers',
  'customer_addresses',
  'wishlist_items',
  'otp_requests',
  'bill_payments',
  'fcm_tokens',
];

describe('malformed input', () => {
  it('is refused clearly, without internal errors or writes', async () => {
    const shop = customerShop();
    const token = await shop.signIn();
    const counts = () =>
      TABLES.map((t) => (shop.db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n);
    const before = counts();
    const calls: [string, Record<string, unknown>][] = [
      [
        'mutation($e: String!) { createCustomerV2(input: { email: $e, firstname: "A", lastname: "B", password: "Aa@12345" }) { customer { email } } }',
        { e: `${huge}@example.in` },
      ],
      [
        'mutation($f: String!) { createCustomerV2(input: { email: "ok@example.in", firstname: $f, lastname: "B", password: "Aa@12345" }) { customer { email } } }',
        { f: huge },
      ],
      [
        'mutation($p: String!) { createCustomerV2(input: { email: "ok@example.in", firstname: "A", lastname: "B", password: $p }) { customer { email } } }',
        { p: `Aa@1${huge}` },
      ],
      [
        'mutation($d: String!) { updateCustomerV2(input: { date_of_birth: $d }) { customer { email } } }',
        { d: '2020-99-99' },
      ],
      [
        'mutation { createCustomerAddress(input: { firstname: "A", lastname: "B", street: [null], city: "Pune", region: null, postcode: "411001", telephone: "9876543210", country_code: IN }) { id } }',
        {},
      ],
      [
        'mutation($c: String!) { createCustomerAddress(input: { firstname: "A", lastname: "B", street: ["x"], city: $c, region: { region_code: "MH" }, postcode: "411001", telephone: "9876543210", country_code: IN }) { id } }',
        { c: huge },
      ],
      ['mutation { updateCustomerAddress(id: -1, input: { city: "x" }) { id } }', {}],
      [
        'mutation { addProductsToWishlist(wishlistId: "99999999999999999999", wishlistItems: [{ sku: "x", quantity: 1 }]) { user_errors { code } } }',
        {},
      ],
      [
        'mutation { removeProductsFromWishlist(wishlistId: "0", wishlistItemsIds: ["abc", "-1"]) { user_errors { code } } }',
        {},
      ],
      ['mutation($v: String!) { sendMyAccOtp(input: { type: MOBILE, value: $v }) { success } }', { v: huge }],
      [
        'mutation($v: String!) { verifyMyAccOtp(input: { type: EMAIL, value: $v, otp: "123456" }) { success } }',
        { v: huge },
      ],
      ['mutation($t: String!) { SaveFcmToken(token: $t) { status } }', { t: `a${huge}` }],
      [
        'mutation { fetchBill(input: { biller_id: "BSESRAJPLDEL01", params: [{ name: "ca_number", value: "1e5" }] }) { success } }',
        {},
      ],
      [
        'mutation { payBill(input: { biller_id: "JIOPREPAID00001", amount: -5, params: [] }) { success } }',
        {},
      ],
      ['mutation { payBill(input: { biller_id: "NOPE", amount: 5 }) { success } }', {}],
      [
        'mutation($s: String!) { generateCustomerTokenByAutoSignIn(input: { customer_id: -4, signature: $s }) { token } }',
        { s: huge },
      ],
      ['mutation($t: String!) { generateCustomerTokenByMagicLink(token: $t) { token } }', { t: 'a.b.c.d' }],
      [
        'mutation { generateCustomerTokenByOauth(input: { provider: "google", code: "", state: null }) { token } }',
        {},
      ],
      ['query($p: String!) { getCityByPincode(pincode: $p) { success } }', { p: huge }],
      ['query($p: String!) { getDeliveryEstimateByPincode(pincode: $p) { pincode } }', { p: huge }],
      ['{ customer { bill_payments(pageSize: -1) { total_count } } }', {}],
      ['{ CustomerNotifications(customerId: 0) { id } }', {}],
    ];
    for (const [query, variables] of calls) {
      const res = await shop.as(token, query, variables);
      const internal = (res.errors ?? []).filter(
        (e) => e.message === 'Internal server error' || e.extensions?.category === 'internal',
      );
      expect({ query, internal }).toEqual({ query, internal: [] });
      const refused =
        (res.errors?.length ?? 0) > 0 ||
        JSON.stringify(res.data).match(/"(success|status)":false|"user_errors":\[\{/);
      expect({ query, refused: Boolean(refused) }).toEqual({ query, refused: true });
    }
    expect(counts()).toEqual(before);
  });
});
