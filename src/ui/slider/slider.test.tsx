// The shared slider's behaviours, each once: autoplay, dots, the keyboard. Its users test what they configure.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Slider } from './slider';
import { SliderControls } from './slider-controls';
import { itemsPerView } from './use-slider';

const OFFERS = ['Phones', 'Laptops', 'Audio', 'Watches'];
const LABELS = {
  play: 'Play offers',
  pause: 'Pause offers',
  dots: 'Choose offer',
  goTo: (n: number) => `Offer ${n}`,
};

function Offers({ autoplaySpeed = 0, loop = false, dots = false }) {
  return (
    <Slider
      label="Offers"
      previousLabel="Previous offer"
      nextLabel="Next offer"
      perView={1}
      loop={loop}
      itemLabel={(index) => `${index + 1} of ${OFFERS.length}`}
      items={OFFERS.map((name) => ({ key: name, content: <a href={`/${name}`}>{name}</a> }))}
      controls={(view) => (
        <SliderControls view={view} labels={LABELS} autoplaySpeed={autoplaySpeed} dots={dots} />
      )}
    />
  );
}

/** The offers a shopper can see (the others are hidden and inert). */
const shown = () =>
  screen
    .getAllByRole('link')
    .map((link) => link.textContent)
    .join();

afterEach(() => jest.useRealTimers());

test('autoplay moves at its speed, holds while hovered or focused, and stops for good with the pause button', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Offers autoplaySpeed={2000} />);
  const slider = screen.getByRole('region', { name: 'Offers' });
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  await wait(1999);
  expect(shown()).toBe('Phones');
  await wait(1);
  expect(shown()).toBe('Laptops');

  await user.hover(slider);
  await wait(6000);
  expect(shown()).toBe('Laptops');
  await user.unhover(slider);
  await wait(2000);
  expect(shown()).toBe('Audio');

  act(() => screen.getByRole('link', { name: 'Audio' }).focus());
  await wait(6000);
  expect(shown()).toBe('Audio');

  await user.click(screen.getByRole('button', { name: 'Pause offers' }));
  act(() => screen.getByRole('button', { name: 'Play offers' }).blur());
  await user.unhover(slider);
  await wait(6000);
  expect(shown()).toBe('Audio');
  await user.click(screen.getByRole('button', { name: 'Play offers' }));
  act(() => screen.getByRole('button', { name: 'Pause offers' }).blur());
  await user.unhover(slider);
  await wait(2000);
  // Without a loop it stops at the last slide.
  expect(shown()).toBe('Watches');
  await wait(6000);
  expect(shown()).toBe('Watches');
});

test('a shopper who asked for less motion finds autoplay paused, and can start it', async () => {
  jest.useFakeTimers();
  const reduce = '(prefers-reduced-motion: reduce)';
  window.matchMedia = jest.fn((media: string) => ({
    media,
    matches: media === reduce,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Offers autoplaySpeed={2000} />);
    const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
    await wait(6000);
    expect(shown()).toBe('Phones');
    await user.click(screen.getByRole('button', { name: 'Play offers' }));
    act(() => screen.getByRole('button', { name: 'Pause offers' }).blur());
    await user.unhover(screen.getByRole('region', { name: 'Offers' }));
    await wait(2000);
    expect(shown()).toBe('Laptops');
  } finally {
    // @ts-expect-error jsdom has none; the other tests run without one, as the desktop layout does.
    delete window.matchMedia;
  }
});

test('the dots say which slide is shown and go to the one chosen', async () => {
  const user = userEvent.setup();
  render(<Offers dots />);
  const dots = screen.getByRole('group', { name: 'Choose offer' });
  expect(within(dots).getAllByRole('button')).toHaveLength(4);
  expect(within(dots).getByRole('button', { name: 'Offer 1' })).toHaveAttribute('aria-current', 'true');

  await user.click(within(dots).getByRole('button', { name: 'Offer 3' }));
  expect(shown()).toBe('Audio');
  expect(screen.getByRole('group', { name: '3 of 4' })).toBeInTheDocument();
  expect(within(dots).getByRole('button', { name: 'Offer 3' })).toHaveAttribute('aria-current', 'true');
  expect(within(dots).getByRole('button', { name: 'Offer 1' })).not.toHaveAttribute('aria-current');
});

test('the arrow keys page from anywhere inside, focus follows from a slide, and a loop wraps around', async () => {
  const user = userEvent.setup();
  render(<Offers loop />);
  act(() => screen.getByRole('button', { name: 'Next offer' }).focus());
  await user.keyboard('{ArrowRight}');
  expect(shown()).toBe('Laptops');
  expect(screen.getByRole('button', { name: 'Next offer' })).toHaveFocus();

  // From a slide's link, the link of the slide now shown takes the focus (the old one is hidden).
  act(() => screen.getByRole('link', { name: 'Laptops' }).focus());
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('link', { name: 'Phones' })).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('link', { name: 'Watches' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Next offer' }));
  expect(shown()).toBe('Phones');
});

describe('a slider that fits items of a minimum width', () => {
  let report: ((width: number) => void) | undefined;
  beforeEach(() => {
    // A browser whose stylesheet can fit the items, and a ResizeObserver that reports when told to.
    globalThis.CSS = { supports: () => true } as unknown as typeof CSS;
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        report = (width) =>
          this.callback(
            [{ contentRect: { width } } as ResizeObserverEntry],
            this as unknown as ResizeObserver,
          );
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    delete (globalThis as { CSS?: unknown }).CSS;
  });

  test('mounts without measuring the page and pages by the width the browser then reports', async () => {
    const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get');
    const user = userEvent.setup();
    render(
      <Slider
        label="Offers"
        previousLabel="Previous offer"
        nextLabel="Next offer"
        minItemWidth={170}
        items={OFFERS.map((name) => ({ key: name, content: <a href={`/${name}`}>{name}</a> }))}
      />,
    );
    // The stylesheet lays the items out meanwhile: no layout is read, and there is nothing to page yet.
    expect(clientWidth).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Offers' })).toHaveClass('slider--fitting');
    expect(screen.queryByRole('button', { name: 'Next offer' })).not.toBeInTheDocument();

    act(() => report?.(380)); // two 170px items fit
    expect(shown()).toBe('Phones,Laptops');
    expect(screen.getByRole('region', { name: 'Offers' })).not.toHaveClass('slider--fitting');
    await user.click(screen.getByRole('button', { name: 'Next offer' }));
    expect(shown()).toBe('Audio,Watches');

    act(() => report?.(700)); // a wider window: all four fit, nothing to page
    expect(shown()).toBe('Phones,Laptops,Audio,Watches');
    expect(screen.queryByRole('button', { name: 'Next offer' })).not.toBeInTheDocument();
    expect(clientWidth).not.toHaveBeenCalled();
  });
});

describe('a slider of many items', () => {
  const PRODUCTS = Array.from({ length: 12 }, (_unused, i) => `Phone ${i + 1}`);
  // Mounted items, shown or not (those out of view are hidden from assistive tech).
  const mounted = () => screen.queryAllByRole('link', { hidden: true }).map((link) => link.textContent);
  const renderPhones = () =>
    render(
      <Slider
        label="Phones"
        previousLabel="Previous phones"
        nextLabel="Next phones"
        perView={3}
        items={PRODUCTS.map((name) => ({ key: name, content: <a href={`/${name}`}>{name}</a> }))}
      />,
    );

  // Paging alone (a click that moves no pointer or focus, as a script or assistive tech may send).
  test('mounts the items in view and the next at once, and what paging shows at once, keeping them', () => {
    renderPhones();
    expect(mounted()).toEqual(PRODUCTS.slice(0, 4));
    expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(12); // the places are all there
    fireEvent.click(screen.getByRole('button', { name: 'Next phones' }));
    expect(shown()).toBe('Phone 4,Phone 5,Phone 6');
    expect(mounted()).toEqual(PRODUCTS.slice(0, 7));
    fireEvent.click(screen.getByRole('button', { name: 'Previous phones' }));
    expect(shown()).toBe('Phone 1,Phone 2,Phone 3');
    expect(mounted()).toEqual(PRODUCTS.slice(0, 7)); // paging back unmounts nothing
  });

  test.each([
    [
      'a pointer over it',
      (user: ReturnType<typeof userEvent.setup>) => user.hover(screen.getByRole('region')),
    ],
    ['a keyboard user tabbing into it', (user: ReturnType<typeof userEvent.setup>) => user.tab()],
  ])('mounts the rest when the shopper reaches for it: %s', async (_how, reach) => {
    const user = userEvent.setup();
    renderPhones();
    expect(mounted()).toEqual(PRODUCTS.slice(0, 4));
    await reach(user);
    await waitFor(() => expect(mounted()).toEqual(PRODUCTS));
  });

  test('mounts the rest at the first touch', async () => {
    renderPhones();
    fireEvent.touchStart(screen.getByRole('region'));
    await waitFor(() => expect(mounted()).toEqual(PRODUCTS));
  });
});

test('a few items share the row unless it is not to be filled; their width is the full row’s then', () => {
  // 1000px for items of at least 170px: five fit.
  expect(itemsPerView(1000, 170, 12)).toBe(5);
  expect(itemsPerView(1000, 170, 2)).toBe(2);
  expect(itemsPerView(1000, 170, 2, false)).toBe(5);
  // Before any layout, every item counts as in view (nothing to measure by).
  expect(itemsPerView(0, 170, 2, false)).toBe(2);
});

test('the arrows of a slider with arrowsBeside are marked to sit beside the slides, the others over them', () => {
  const items = ['a', 'b', 'c'].map((key) => ({ key, content: <span>{key}</span> }));
  const { rerender } = render(
    <Slider label="Cards" previousLabel="Previous" nextLabel="Next" perView={1} arrowsBeside items={items} />,
  );
  expect(screen.getByRole('region', { name: 'Cards' })).toHaveClass('slider--arrows-beside');
  rerender(<Slider label="Cards" previousLabel="Previous" nextLabel="Next" perView={1} items={items} />);
  expect(screen.getByRole('region', { name: 'Cards' })).not.toHaveClass('slider--arrows-beside');
});
