// The shell's feedback to the shopper: network toasts, the offline badge, unexpected-error toasts, the
// page-loading bar and the route error view.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/support/render';
import { ToastProvider } from '../../ui/toast/toast-context';
import { ToastContainer } from '../../ui/toast/toast-container';
import { unhandledErrorLogged } from '../../features/shell';
import { listenToBrowser } from './browser-events';
import { ErrorBoundary } from '../../ui/error-boundary/error-boundary';
import { ErrorView } from './error-view';
import { useErrorToasts } from './hooks/use-error-toasts';
import { useNetworkToasts } from './hooks/use-network-toasts';
import { LoadingBar } from './loading-bar';
import { OfflineIndicator } from './offline-indicator';

function Feedback() {
  useNetworkToasts();
  useErrorToasts();
  return (
    <>
      <OfflineIndicator />
      <ToastContainer />
    </>
  );
}

function renderFeedback() {
  const view = renderWithProviders(
    <ToastProvider>
      <Feedback />
    </ToastProvider>,
  );
  const stop = listenToBrowser(view.store);
  return { ...view, stop };
}

const messages = () => within(screen.getByRole('region', { name: 'Messages' }));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('going offline shows an error toast for 3 s and an offline badge; coming back says so for 3 s', () => {
  const { stop } = renderFeedback();
  expect(screen.queryByText('Offline')).not.toBeInTheDocument();

  act(() => void window.dispatchEvent(new Event('offline')));
  expect(messages().getByRole('alert')).toHaveTextContent(
    'You are offline. Some features may be unavailable.',
  );
  expect(screen.getByText('Offline')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(3000));
  expect(screen.queryByText('You are offline. Some features may be unavailable.')).not.toBeInTheDocument();
  expect(screen.getByText('Offline')).toBeInTheDocument();

  act(() => void window.dispatchEvent(new Event('online')));
  expect(messages().getByRole('status')).toHaveTextContent('You are online.');
  expect(screen.queryByText('Offline')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(3000));
  expect(screen.queryByText('You are online.')).not.toBeInTheDocument();
  stop();
});

test('being online from the start announces nothing', () => {
  const { stop } = renderFeedback();
  act(() => void window.dispatchEvent(new Event('online')));
  expect(screen.queryByText('You are online.')).not.toBeInTheDocument();
  stop();
});

test('an unexpected error shows a dismissable toast with debug information for 15 s', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { store, stop } = renderFeedback();
  act(() => void store.dispatch(unhandledErrorLogged(new Error('cart is undefined'))));
  const [logged] = store.getState().shell.unhandledErrors;
  const toast = messages().getByRole('alert');
  expect(toast).toHaveTextContent('Sorry! An unexpected error occurred.');
  expect(toast).toHaveTextContent(`Debug: ${logged?.id} cart is undefined`);

  act(() => jest.advanceTimersByTime(14_999));
  expect(messages().getByRole('alert')).toBeInTheDocument();
  await user.click(messages().getByRole('button', { name: 'Dismiss' }));
  expect(messages().queryByRole('alert')).not.toBeInTheDocument();
  expect(store.getState().shell.unhandledErrors).toEqual([]);

  act(() => void window.dispatchEvent(new ErrorEvent('error', { error: new Error('late failure') })));
  expect(messages().getByRole('alert')).toHaveTextContent('late failure');
  act(() => jest.advanceTimersByTime(15_000));
  expect(messages().queryByRole('alert')).not.toBeInTheDocument();
  expect(store.getState().shell.unhandledErrors).toEqual([]);
  stop();
});

test('the loading bar: partly filled while loading, full when done, gone 750 ms later', () => {
  const { rerender } = render(<LoadingBar loading={false} />);
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  rerender(<LoadingBar loading />);
  expect(screen.getByRole('progressbar', { name: 'Page loading' })).toHaveAttribute('aria-valuenow', '70');
  rerender(<LoadingBar loading={false} />);
  expect(screen.getByRole('progressbar', { name: 'Page loading' })).toHaveAttribute('aria-valuenow', '100');
  act(() => jest.advanceTimersByTime(749));
  expect(screen.getByRole('progressbar')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

test('a page that throws shows the error view, with a way home and a reload', () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  function Broken(): never {
    throw new Error('render failed');
  }
  render(
    <ErrorBoundary fallback={(error) => <ErrorView error={error} />}>
      <Broken />
    </ErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
  expect(screen.getByText('Looks like something went wrong. Sorry about that.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  const id = /Debug: (\S+)/.exec(screen.getByText(/^Debug:/).textContent ?? '')?.[1];
  expect(logged).toHaveBeenCalledWith(
    `Unhandled error ${id}`,
    expect.objectContaining({ message: 'render failed' }),
  );
  logged.mockRestore();
});
