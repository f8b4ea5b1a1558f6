// Pincode lookup, notifications, push tokens and app installs, reward points.
import { customerShop, errorsOf, PRIYA } from './helpers';

const PINCODE =
  'query($p: String!) { getCityByPincode(pincode: $p) { city message region region_id success } }';
const NOTIFICATIONS =
  'query($id: Int) { CustomerNotifications(customerId: $id) { id title is_read url customer_id } }';
const MARK_READ = 'mutation($id: Int!) { UpdateNotificationReadStatus(id: $id) { message success } }';

describe('getCityByPincode', () => {
  it.each([
    ['110001', { city: 'New Delhi', region: 'Delhi', region_id: 542, success: true, message: null }],
    [' 560037 ', { city: 'Bengaluru', region: 'Karnataka', region_id: 549, success: true, message: null }],
    ['400050', { city: 'Mumbai', region: 'Maharashtra', region_id: 553, success: true, message: null }],
    [
      '999999',
      {
        city: null,
        region: null,
        region_id: null,
        success: false,
        message: 'City not found for this pincode.',
      },
    ],
    [
      '11001',
      { city: null, region: null, region_id: null, success: false, message: 'Invalid pincode format.' },
    ],
    [
      '11000a',
      { city: null, region: null, region_id: null, success: false, message: 'Invalid pincode format.' },
    ],
  ])('%s', async (pincode, expected) => {
    const shop = customerShop();
    expect((await shop.gql(PINCODE, { p: pincode })).data?.getCityByPincode).toEqual(expected);
  });

  it('knows a few hundred pincodes across the states', async () => {
    const shop = customerShop();
    const { n, states } = shop.db
      .prepare('SELECT COUNT(*) AS n, COUNT(DISTINCT region_id) AS states FROM pincodes')
      .get() as { n: number; states: number };
    expect(n).toBeGreaterThan(300);
    expect(states).toBeGreaterThan(15);
  });
});

describe('notifications', () => {
  it("lists the customer's notifications, newest first, some unread", async () => {
    const shop = customerShop();
    const token = await shop.signIn();
    const list = (await shop.as(token, NOTIFICATIONS, { id: 1 })).data.CustomerNotifications;
    expect(list.map((n: { title: string }) => n.title)).toEqual([
      'Electricity bill due',
      expect.stringMatching(/^You earned \d+ Zepp coins$/), // what order #000000007 earned
      'Your order has shipped',
      'Your friend Rohan placed their first order',
      'Welcome to the shop',
    ]);
    expect(list.filter((n: { is_read: boolean }) => !n.is_read)).toHaveLength(2);
    expect(new Set(list.map((n: { customer_id: number }) => n.customer_id))).toEqual(new Set([1]));
  });

  it('marks a notification read', async () => {
    const shop = customerShop();
    const token = await shop.signIn();
    const [first] = (await shop.as(token, NOTIFICATIONS)).data.CustomerNotifications;
    expect((await shop.as(token, MARK_READ, { id: first.id })).data.UpdateNotificationReadStatus).toEqual({
      success: true,
      message: 'Notification marked as read.',
    });
    expect((await shop.as(token, NOTIFICATIONS)).data.CustomerNotifications[0].is_read).toBe(true);
  });

  it("never lists or marks another customer's notifications", async () => {
    const shop = customerShop();
    const demo = await shop.signIn();
    const priya = await shop.signIn(PRIYA);
    const [priyaNote] = (await shop.as(priya, NOTIFICATIONS)).data.CustomerNotifications;
    expect(errorsOf(await shop.as(demo, NOTIFICATIONS, { id: priyaNote.customer_id }))[0]?.category).toBe(
      'graphql-authorization',
    );
    expect((await shop.as(demo, MARK_READ, { id: priyaNote.id })).data.UpdateNotificationReadStatus).toEqual({
      success: false,
      message: 'Notification not found.',
    });
    expect((await shop.as(priya, NOTIFICATIONS)).data.CustomerNotifications[0].is_read).toBe(false);
    expect(errorsOf(await shop.gql(NOTIFICATIONS))[0]?.message).toBe(
      "The current customer isn't authorized.",
    );
  });
});

describe('push tokens and installs', () => {
  const SAVE = 'mutation($t: String!) { SaveFcmToken(token: $t) { message status } }';
  const fcmToken = 'dGVzdC1kZXZpY2U6APA91bH-valid_token.example-1234567890';

  it('saves a token for the signed-in customer and refuses junk and guests', async () => {
    const shop = customerShop();
    const token = await shop.signIn();
    expect((await shop.as(token, SAVE, { t: fcmToken })).data.SaveFcmToken).toEqual({
      status: true,
      message: 'Token saved successfully.',
    });
    expect((await shop.as(token, SAVE, { t: '<script>' })).data.SaveFcmToken).toEqual({
      status: false,
      message: 'Invalid FCM token.',
    });
    expect(errorsOf(await shop.gql(SAVE, { t: fcmToken }))[0]?.category).toBe('graphql-authorization');
    expect(shop.db.prepare('SELECT token, customer_id FROM fcm_tokens').all()).toEqual([
      { token: fcmToken, customer_id: 1 },
    ]);
  });

  it('counts installs', async () => {
    const shop = customerShop();
    const increment = 'mutation { IncrementFcmDownloads { message status total } }';
    expect((await shop.gql(increment)).data?.IncrementFcmDownloads).toMatchObject({ status: true, total: 1 });
    expect((await shop.gql(increment)).data?.IncrementFcmDownloads).toMatchObject({ total: 2 });
  });
});

describe('reward points', () => {
  it('gives the balance in points and rupees, and the transactions newest first', async () => {
    const shop = customerShop();
    const token = await shop.signIn();
    const res = await shop.as(
      token,
      `{ getZeppCoinsBalance { points money { currency value } }
         customer { mw_reward_points { balance { points money { value } }
           transactions(pageSize: 2) { total_count page_info { current_page page_size total_pages }
             items { id points description status order_number created_at balance { points } money { value } } } } } }`,
    );
    // The seeded history's balance: a welcome bonus, then what past orders earned and spent (orders.json).
    const balance = res.data.getZeppCoinsBalance.points as number;
    expect(balance).toBeGreaterThan(250);
    expect(res.data.getZeppCoinsBalance).toEqual({
      points: balance,
      money: { currency: 'INR', value: balance },
    });
    const points = res.data.customer.mw_reward_points;
    expect(points.balance).toEqual({ points: balance, money: { value: balance } });
    expect(points.transactions.total_count).toBe(8);
    expect(points.transactions.page_info).toEqual({ current_page: 1, page_size: 2, total_pages: 4 });
    const [latest, previous] = points.transactions.items;
    // The newest: the coins of order 000000009, paid online and still on its way (order-lifecycle.json).
    expect(latest).toMatchObject({
      description: 'Order #000000009',
      status: 'COMPLETE',
      order_number: '000000009',
      balance: { points: balance },
      money: { value: latest.points },
    });
    expect(previous).toMatchObject({
      description: 'Order #000000007',
      order_number: '000000007',
      balance: { points: balance - latest.points },
    });
  });

  it('refuses bad paging and guests', async () => {
    const shop = customerShop();
    const token = await shop.signIn();
    const res = await shop.as(
      token,
      '{ customer { mw_reward_points { transactions(currentPage: 0) { total_count } } } }',
    );
    expect(errorsOf(res)[0]?.message).toBe('currentPage value must be greater than 0.');
    expect(errorsOf(await shop.gql('{ getZeppCoinsBalance { points } }'))[0]?.category).toBe(
      'graphql-authorization',
    );
  });
});
