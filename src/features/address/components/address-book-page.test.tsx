// /address-book through the whole app against the real in-process shop: the demo customer's two addresses,
// adding one (SPEC 5's checks, the pincode lookup, a default), editing one the shop refuses and then accepts,
// deleting after a confirmation (and the shop refusing to delete a default), moving a default, and retry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/support/msw-server';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, signInDemoCustomer } from '../../../../test/support/render-app';
import type { TestShop } from '../../../../server/test/test-app';

jest.setTimeout(40_000);

const HOME = 'Flat 12B, Sunrise Apartments';
const OFFICE = '4th Floor, Prestige Tech Park';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

interface Row {
  address_id: number;
  street: string;
  postcode: string;
  is_default_shipping: number;
  is_default_billing: number;
}
const rows = (shop: TestShop) =>
  shop.db
    .prepare(
      `SELECT a.address_id, a.street, a.postcode, a.is_default_shipping, a.is_default_billing
         FROM customer_addresses a JOIN customers c USING (customer_id)
        WHERE c.email = 'demo@example.in' ORDER BY a.address_id`,
    )
    .all() as Row[];

async function openBook(shop: TestShop) {
  const storage = await signInDemoCustomer(shop);
  renderApp('/address-book', { services: { storage } });
  return screen.findByRole('list', { name: 'Saved addresses' }, { timeout: 15_000 });
}

const field = (name: string) => screen.getByLabelText(name);
const card = (list: HTMLElement, name: string) => within(list).getByRole('listitem', { name });

test('adds an address: checked first, city and state from the pincode, made the default shipping one', async () => {
  const shop = useRealShop();
  const user = userEvent.setup();
  const list = await openBook(shop);
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(card(list, HOME)).toHaveTextContent('Default shipping address');
  expect(card(list, HOME)).toHaveTextContent('Default billing address');
  expect(card(list, OFFICE)).toHaveTextContent('Bengaluru, Karnataka, 560037');
  expect(card(list, OFFICE)).not.toHaveTextContent('Default');

  await user.click(screen.getByRole('button', { name: 'Add a new address' }));
  const form = screen.getByRole('form', { name: 'Add a new address' });
  expect(within(form).getByRole('heading', { name: 'Add a new address' })).toHaveFocus();
  await user.click(within(form).getByRole('button', { name: 'Save address' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
  expect(field('First name')).toHaveAccessibleDescription('This is a required field.');

  await user.type(field('First name'), 'Asha');
  await user.type(field('Last name'), 'Rao');
  await user.type(field('Flat, house no., building, street'), '7 Park Street');
  await user.type(field('Mobile number'), '9123456780');
  await user.type(field('Pincode'), '400001');
  await waitFor(() => expect(field('City')).toHaveValue('Mumbai'));
  expect(field('State')).toHaveValue('MH');
  await user.click(within(form).getByRole('checkbox', { name: 'Use as my default shipping address' }));
  await user.click(within(form).getByRole('button', { name: 'Save address' }));

  expect(await screen.findByText('The address has been saved.')).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
  expect(card(list, '7 Park Street')).toHaveTextContent('Asha Rao');
  expect(card(list, '7 Park Street')).toHaveTextContent('Default shipping address');
  expect(card(list, HOME)).not.toHaveTextContent('Default shipping address');
  const saved = rows(shop).at(-1);
  expect(saved).toMatchObject({ postcode: '400001', is_default_shipping: 1, is_default_billing: 0 });
  expect(JSON.parse(saved!.street)).toEqual(['7 Park Street']);
});

test('an edit the shop refuses keeps what was typed and shows why; corrected, it is saved', async () => {
  const shop = useRealShop();
  const user = userEvent.setup();
  const list = await openBook(shop);

  await user.click(within(card(list, OFFICE)).getByRole('button', { name: `Edit: ${OFFICE}` }));
  const form = screen.getByRole('form', { name: 'Edit address' });
  expect(field('Pincode')).toHaveValue('560037');
  await user.clear(field('Flat, house no., building, street'));
  await user.type(field('Flat, house no., building, street'), '5th Floor, Prestige Tech Park');
  await user.clear(field('Pincode'));
  await user.type(field('Pincode'), '0560037'); // long enough for SPEC 5, not a pincode for the shop
  await user.click(within(form).getByRole('button', { name: 'Save address' }));

  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'Invalid value of "0560037" provided for the postcode field.',
  );
  expect(field('Flat, house no., building, street')).toHaveValue('5th Floor, Prestige Tech Park');
  expect(field('Pincode')).toHaveValue('0560037');

  await user.clear(field('Pincode'));
  await user.type(field('Pincode'), '560037');
  await user.click(within(form).getByRole('button', { name: 'Save address' }));
  expect(await screen.findByText('The address has been saved.')).toBeInTheDocument();
  expect(
    await within(list).findByRole('listitem', { name: '5th Floor, Prestige Tech Park' }),
  ).toBeInTheDocument();
  expect(JSON.parse(rows(shop)[1]!.street)[0]).toBe('5th Floor, Prestige Tech Park');
});

test('deletes after a confirmation, the shop keeps a default, and a default moves', async () => {
  const shop = useRealShop();
  const user = userEvent.setup();
  const list = await openBook(shop);
  const [home] = rows(shop);

  // A default address: the shop says no, and it stays.
  await user.click(within(card(list, HOME)).getByRole('button', { name: `Delete: ${HOME}` }));
  let dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `Customer Address ${home!.address_id} is set as default billing address and can not be deleted`,
  );
  expect(rows(shop)).toHaveLength(2);

  // Billing moves to the office address.
  await user.click(
    within(card(list, OFFICE)).getByRole('button', { name: `Set as default billing: ${OFFICE}` }),
  );
  expect(await screen.findByText('Your default address has been updated.')).toBeInTheDocument();
  await waitFor(() => expect(card(list, OFFICE)).toHaveTextContent('Default billing address'));
  expect(card(list, HOME)).not.toHaveTextContent('Default billing address');
  expect(rows(shop).map((r) => r.is_default_billing)).toEqual([0, 1]);

  // Cancel keeps the address; Delete in the dialog removes it.
  await user.click(within(card(list, OFFICE)).getByRole('button', { name: `Delete: ${OFFICE}` }));
  dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
  expect(dialog).toHaveTextContent(`${OFFICE} will be removed from your address book.`);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(rows(shop)).toHaveLength(2);
  // The home address can go once neither default is on it.
  await user.click(
    within(card(list, OFFICE)).getByRole('button', { name: `Set as default shipping: ${OFFICE}` }),
  );
  await waitFor(() => expect(card(list, OFFICE)).toHaveTextContent('Default shipping address'));
  await user.click(within(card(list, HOME)).getByRole('button', { name: `Delete: ${HOME}` }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('The address has been deleted.')).toBeInTheDocument();
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  expect(rows(shop)).toHaveLength(1);
}, 60_000);

test('a failed load says so, and Try again shows the addresses', async () => {
  const shop = useRealShop();
  server.use(
    graphql.query(
      'GetAddressBook',
      () => HttpResponse.json({ errors: [{ message: 'Internal server error' }] }),
      {
        once: true,
      },
    ),
  );
  const storage = await signInDemoCustomer(shop);
  const user = userEvent.setup();
  renderApp('/address-book', { services: { storage } });

  const alert = await screen.findByText('We could not load your addresses. Please try again.', undefined, {
    timeout: 15_000,
  });
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('list', { name: 'Saved addresses' })).toBeInTheDocument();
});
