import { act, render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../error-boundary/error-boundary';
import { lazyComponent } from './lazy-component';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

test('shows the fallback while the code loads, then the component with its props', async () => {
  const code = deferred<{ default: typeof Greeting }>();
  const Lazy = lazyComponent(() => code.promise, <p>Loading…</p>);
  render(<Lazy name="Asha" />);
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  code.resolve({ default: Greeting });
  expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
  expect(Lazy.loaded).toBe(Greeting);
});

test('renders at once, without a fallback, when preloaded before rendering; loads the code only once', async () => {
  const load = jest.fn(async () => ({ default: Greeting }));
  const Lazy = lazyComponent(load, <p>Loading…</p>);
  await Promise.all([Lazy.preload(), Lazy.preload()]);
  render(<Lazy name="Ravi" />);
  expect(screen.getByText('Hello Ravi')).toBeInTheDocument();
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a preload that names what else to wait for (the page’s data being written) shows the component only after it', async () => {
  const data = deferred<void>();
  const Lazy = lazyComponent(async () => ({ default: Greeting }), <p>Loading…</p>);
  void Lazy.preload(data.promise);
  render(<Lazy name="Meera" />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20))); // the code is here by now
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  expect(Lazy.loaded).toBeUndefined();
  data.resolve();
  expect(await screen.findByText('Hello Meera')).toBeInTheDocument();
});

test('code that fails to load is an error for the nearest error boundary, and a later mount tries again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const load = jest
    .fn<Promise<{ default: typeof Greeting }>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValueOnce({ default: Greeting });
  const Lazy = lazyComponent(load);
  const view = render(
    <ErrorBoundary fallback={(error) => <p role="alert">{(error as Error).message}</p>}>
      <Lazy name="Meera" />
    </ErrorBoundary>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('ChunkLoadError');
  view.unmount();

  render(<Lazy name="Meera" />);
  expect(await screen.findByText('Hello Meera')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
