import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';

function Harness(props: { disableClickOutside?: boolean; withActions?: boolean; onPrimary?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Change pincode
      </button>
      <Modal
        open={open}
        title="Enter delivery code"
        onClose={() => setOpen(false)}
        disableClickOutside={props.disableClickOutside}
        primaryAction={
          props.withActions ? { label: 'Confirm', onClick: props.onPrimary ?? (() => {}) } : undefined
        }
        secondaryAction={props.withActions ? { label: 'Cancel', onClick: () => setOpen(false) } : undefined}
      >
        <label>
          Delivery code <input placeholder="Enter pincode" />
        </label>
      </Modal>
    </>
  );
}

async function openModal(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Change pincode' }));
  return user;
}

test('opens as a labelled dialog, moves focus inside and locks page scroll', async () => {
  await openModal();
  expect(screen.getByRole('dialog', { name: 'Enter delivery code' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  expect(document.body).toHaveStyle({ overflow: 'hidden' });
});

test('the close icon closes it, unlocks scroll and gives focus back', async () => {
  const user = await openModal();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body).not.toHaveStyle({ overflow: 'hidden' });
  expect(screen.getByRole('button', { name: 'Change pincode' })).toHaveFocus();
});

test('Escape closes it', async () => {
  const user = await openModal();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a backdrop click closes it unless click-outside is disabled', async () => {
  const user = await openModal();
  await user.click(screen.getByTestId('modal-backdrop'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Change pincode' }));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('with click-outside disabled the backdrop does nothing', async () => {
  const user = await openModal({ disableClickOutside: true });
  await user.click(screen.getByTestId('modal-backdrop'));
  expect(screen.getByRole('dialog', { name: 'Enter delivery code' })).toBeInTheDocument();
});

test('Tab keeps focus inside the dialog', async () => {
  const user = await openModal();
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Delivery code' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
});

test('footer buttons appear only when given and run their handlers', async () => {
  const onPrimary = jest.fn();
  const user = await openModal({ withActions: true, onPrimary });
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(onPrimary).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('without actions there are no footer buttons', async () => {
  await openModal();
  expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
});
