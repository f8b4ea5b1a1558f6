import { fireEvent, render, screen } from '@testing-library/react';
import { Image } from './image';

test('a catalogue resource becomes a resized URL with a srcset over every width step', () => {
  render(<Image alt="Galaxy S24" resource="s/2/s24.png" width={320} height={400} />);
  const image = screen.getByRole('img', { name: 'Galaxy S24' });
  expect(image.getAttribute('src')).toMatch(/^\/media\/catalog\/product\/s\/2\/s24\.png\?/);
  expect(image.getAttribute('src')).toContain('format=png');
  expect(image.getAttribute('srcset')?.split(',')).toHaveLength(9);
});

test('a src is used as is', () => {
  render(<Image alt="Banner" src="https://cdn.example/banner.jpg" width={640} />);
  expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute(
    'src',
    'https://cdn.example/banner.jpg',
  );
});

test('a broken image is replaced by a placeholder that keeps its name', () => {
  render(<Image alt="iPhone 15" src="/missing.jpg" width={160} />);
  fireEvent.error(screen.getByRole('img', { name: 'iPhone 15' }));
  // Still announced by name, but no longer a broken picture.
  expect(screen.getByRole('img', { name: 'iPhone 15' })).not.toHaveAttribute('src');
});

test('an image needs a src or a resource', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Image alt="x" width={40} />)).toThrow('Image needs a src or a resource');
});

test('images load lazily, except a priority image (a largest paint), which loads at once and first', () => {
  render(
    <>
      <Image alt="Below the fold" resource="a/b/below.jpg" width={320} />
      <Image alt="First card" resource="a/b/first.jpg" width={320} priority />
    </>,
  );
  const lazy = screen.getByRole('img', { name: 'Below the fold' });
  expect(lazy).toHaveAttribute('loading', 'lazy');
  expect(lazy).not.toHaveAttribute('fetchpriority');
  const first = screen.getByRole('img', { name: 'First card' });
  expect(first).toHaveAttribute('loading', 'eager');
  expect(first).toHaveAttribute('fetchpriority', 'high');
});

test('a deferred image keeps its box with the placeholder and asks for nothing until it is no longer deferred', () => {
  const { container, rerender } = render(
    <Image alt="Later" resource="a/b/later.jpg" width={96} height={120} deferred />,
  );
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- the box has no role
  const box = container.querySelector('.image');
  expect(box).toHaveClass('image--loading');
  expect(box).toHaveStyle({ width: '96px', height: '120px' });
  rerender(<Image alt="Later" resource="a/b/later.jpg" width={96} height={120} />);
  expect(screen.getByRole('img', { name: 'Later' })).toHaveAttribute(
    'src',
    expect.stringContaining('later.jpg'),
  );
});
