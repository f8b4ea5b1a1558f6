// Editing a configurable line's options on /cart (SPEC 4.4: remove, then add the new variant), against the
// real embedded shop.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, setViewport } from '../../../../test/support/render-app';
import { makeTestStore } from '../../../../test/support/render';
import { addItemToCart } from '../cart-item-thunks';

const S24 = 'Samsung Galaxy S24 Ultra 5G (12GB RAM, 256GB)';

beforeEach(() => {
  window.scrollTo = jest.fn();
  setViewport('desktop');
});

test('a configurable line shows its chosen colour and can be switched to another one', async () => {
  useRealShop();
  const user = userEvent.setup();
  const store = makeTestStore();
  await store
    .dispatch(addItemToCart({ sku: 'ZS-SAM-10001-PURPLE', parentSku: 'ZS-SAM-10001', quantity: 2 }))
    .unwrap();
  renderApp('/cart', { store });

  const line = await screen.findByRole('listitem', { name: S24 }, { timeout: 15_000 });
  expect(line).toHaveTextContent('ColorPurple');
  await user.click(within(line).getByRole('button', { name: `Edit options of ${S24}` }));
  const dialog = await screen.findByRole('dialog', { name: `Edit ${S24}` });
  const colour = await within(dialog).findByRole('combobox', { name: 'Color' });
  expect(colour).toHaveDisplayValue('Purple');
  await user.selectOptions(colour, 'Black');
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const edited = await screen.findByRole('listitem', { name: S24 });
  await waitFor(() => expect(edited).toHaveTextContent('ColorBlack'));
  expect(within(edited).getByRole('group', { name: `Quantity, ${S24}` })).toHaveTextContent('2');
  expect(screen.getAllByRole('listitem', { name: S24 })).toHaveLength(1);
});
