import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from './toast-context';
import { ToastContainer } from './toast-container';
import { useToasts } from './use-toasts';
import type { ToastProps } from './toast-types';

function renderToasts() {
  const view = renderHook(() => useToasts(), {
    wrapper: ({ children }) => (
      <ToastProvider>
        {children}
        <ToastContainer />
      </ToastProvider>
    ),
  });
  const add = (props: ToastProps) => act(() => void view.result.current.addToast(props));
  return { add, view };
}

const messages = () =>
  within(screen.getByRole('region', { name: 'Messages' }))
    .queryAllByText(/./, { selector: 'p' })
    .map((node) => node.textContent);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a toast disappears after the default 5000 ms', () => {
  const { add } = renderToasts();
  add({ type: 'info', message: 'Saved to your wishlist' });
  expect(screen.getByRole('status')).toHaveTextContent('Saved to your wishlist');
  act(() => jest.advanceTimersByTime(4999));
  expect(screen.getByText('Saved to your wishlist')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Saved to your wishlist')).not.toBeInTheDocument();
});

test.each([0, false] as const)('a toast with timeout %p stays until dismissed', (timeout) => {
  const { add } = renderToasts();
  add({ type: 'error', message: 'Card declined', timeout });
  act(() => jest.advanceTimersByTime(60_000));
  expect(screen.getByRole('alert')).toHaveTextContent('Card declined');
});

test('a custom timeout is honoured', () => {
  const { add } = renderToasts();
  add({ type: 'success', message: 'Done', timeout: 3000 });
  act(() => jest.advanceTimersByTime(3000));
  expect(screen.queryByText('Done')).not.toBeInTheDocument();
});

test('dismissing calls onDismiss first, then removes the toast', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { add } = renderToasts();
  const seen: boolean[] = [];
  add({
    type: 'info',
    message: 'Coupon applied',
    onDismiss: () => seen.push(!!screen.queryByText('Coupon applied')),
  });
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(seen).toEqual([true]);
  expect(screen.queryByText('Coupon applied')).not.toBeInTheDocument();
});

test('a non-dismissable toast has no dismiss button; the action button runs onAction', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { add } = renderToasts();
  add({
    type: 'warning',
    message: 'Item removed',
    dismissable: false,
    timeout: 10_000,
    actionText: 'Undo',
    onAction: (remove) => remove(),
  });
  expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(screen.queryByText('Item removed')).not.toBeInTheDocument();
});

test('toasts are ordered by time and a duplicate is shown again at the end, once', () => {
  const { add } = renderToasts();
  add({ type: 'info', message: 'First' });
  act(() => jest.advanceTimersByTime(10));
  add({ type: 'info', message: 'Second' });
  expect(messages()).toEqual(['First', 'Second']);
  act(() => jest.advanceTimersByTime(4000));
  add({ type: 'info', message: 'First' });
  expect(messages()).toEqual(['Second', 'First']);
  // The re-shown toast gets a fresh timeout: still there after the original one would have expired.
  act(() => jest.advanceTimersByTime(2000));
  expect(messages()).toEqual(['First']);
});

test('a toast that differs in action text or icon is a different toast', () => {
  const { add } = renderToasts();
  add({ type: 'info', message: 'Same' });
  add({ type: 'info', message: 'Same', icon: 'cart' });
  add({ type: 'info', message: 'Same', actionText: 'View', onAction: () => undefined });
  expect(screen.getAllByText('Same')).toHaveLength(3);
});

test('misuse is rejected with the SPEC messages', () => {
  const { view } = renderToasts();
  const { addToast } = view.result.current;
  expect(() => addToast({ message: 'x' } as ToastProps)).toThrow('toast.type is required');
  expect(() => addToast({ type: 'info' } as ToastProps)).toThrow('toast.message is required');
  expect(() => addToast({ type: 'info', message: 'x', dismissable: false })).toThrow(
    'Toast should be user-dismissable or have a timeout',
  );
  // 0 and false mean "never auto-removed": no timeout, so nobody could ever remove such a toast.
  for (const timeout of [0, false] as const) {
    expect(() => addToast({ type: 'info', message: 'z', dismissable: false, timeout })).toThrow(
      'Toast should be user-dismissable or have a timeout',
    );
  }
  act(() => {
    expect(() => addToast({ type: 'info', message: 'x', dismissable: false, timeout: 1000 })).not.toThrow();
    expect(() =>
      addToast({ type: 'info', message: 'y', dismissable: false, onDismiss: () => {} }),
    ).not.toThrow();
  });
  expect(screen.getByText('x')).toBeInTheDocument();
});
