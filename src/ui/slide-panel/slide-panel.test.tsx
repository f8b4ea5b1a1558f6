import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SlidePanel } from './slide-panel';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        You
      </button>
      <SlidePanel open={open} title="Account Details" onClose={() => setOpen(false)}>
        <a href="/account-information">My profile</a>
      </SlidePanel>
    </>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('opens as a titled panel and unmounts its content 300 ms after the back arrow closes it', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Harness />);
  expect(screen.queryByText('My profile')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'You' }));
  expect(screen.getByRole('dialog', { name: 'Account Details' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My profile' })).toBeInTheDocument();
  expect(document.body).toHaveStyle({ overflow: 'hidden' });

  await user.click(screen.getByRole('button', { name: 'Back' }));
  // Closing: out of the accessibility tree at once, but still mounted for the exit transition.
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('My profile')).toBeInTheDocument();
  expect(document.body).not.toHaveStyle({ overflow: 'hidden' });

  act(() => jest.advanceTimersByTime(299));
  expect(screen.getByText('My profile')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('My profile')).not.toBeInTheDocument();
});

test('Escape closes the panel', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'You' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('reopening while closing keeps the content', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'You' }));
  await user.click(screen.getByRole('button', { name: 'Back' }));
  act(() => jest.advanceTimersByTime(100));
  await user.click(screen.getByRole('button', { name: 'You' }));
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByRole('dialog', { name: 'Account Details' })).toBeInTheDocument();
});
