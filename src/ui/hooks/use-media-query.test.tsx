// useMediaQuery against a fake matchMedia: what it answers, when it re-renders, and how often it asks.
import { act, render, screen } from '@testing-library/react';
import { mediaMatches, useMediaQuery } from './use-media-query';

/** A matchMedia whose lists all match `matches` until `set` changes it and tells their listeners. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const matchMedia = jest.fn((media: string) => ({
    media,
    get matches() {
      return matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as jest.Mock & typeof window.matchMedia;
  const set = (next: boolean) => {
    matches = next;
    act(() => listeners.forEach((listener) => listener()));
  };
  return { matchMedia, set };
}

function Layout({ label }: { label: string }) {
  return (
    <p>
      {label}: {useMediaQuery('(max-width: 959px)') ? 'phone' : 'desktop'}
    </p>
  );
}

afterEach(() => {
  delete (window as Partial<Window>).matchMedia;
});

test('answers from matchMedia and re-renders when the query starts or stops matching', () => {
  const fake = fakeMatchMedia(true);
  window.matchMedia = fake.matchMedia;
  render(<Layout label="a" />);
  expect(screen.getByText('a: phone')).toBeInTheDocument();
  fake.set(false);
  expect(screen.getByText('a: desktop')).toBeInTheDocument();
});

test('asks matchMedia once per query, however many components render and re-render', () => {
  const fake = fakeMatchMedia(false);
  window.matchMedia = fake.matchMedia;
  const { rerender } = render(
    <>
      <Layout label="a" />
      <Layout label="b" />
    </>,
  );
  rerender(
    <>
      <Layout label="a" />
      <Layout label="b" />
    </>,
  );
  fake.set(true);
  expect(screen.getByText('b: phone')).toBeInTheDocument();
  expect(mediaMatches('(max-width: 959px)')).toBe(true);
  expect(fake.matchMedia).toHaveBeenCalledTimes(1);
});

test('a replaced matchMedia is asked afresh, and without one the desktop layout is used', () => {
  window.matchMedia = fakeMatchMedia(true).matchMedia;
  expect(mediaMatches('(max-width: 959px)')).toBe(true);
  window.matchMedia = fakeMatchMedia(false).matchMedia;
  expect(mediaMatches('(max-width: 959px)')).toBe(false);
  delete (window as Partial<Window>).matchMedia;
  render(<Layout label="c" />);
  expect(screen.getByText('c: desktop')).toBeInTheDocument();
});
