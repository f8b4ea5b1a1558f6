import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_BUILDER_MESSAGES as M } from './messages';
import { heading, renderContent, row, slide, slider, tabs, text } from './test-utils';

const THREE_TABS = tabs(
  [
    { name: 'Audio', html: text('<p>Earbuds and speakers</p>') },
    { name: 'Wearables', html: text('<p>Watches and bands</p>') },
    { name: 'Laptops', html: text('<p>Thin and light</p>') },
  ],
  1,
);

describe('tabs', () => {
  test('show the active tab from the content, one panel at a time, and switch on click', async () => {
    const user = userEvent.setup();
    await renderContent(row('contained', THREE_TABS));
    const list = screen.getByRole('tablist');
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Audio', 'Wearables', 'Laptops']);
    expect(screen.getByRole('tab', { name: 'Wearables' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Wearables' })).toHaveTextContent('Watches and bands');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByText('Earbuds and speakers')).not.toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Laptops' }));
    expect(screen.getByRole('tabpanel', { name: 'Laptops' })).toHaveTextContent('Thin and light');
    expect(screen.queryByText('Watches and bands')).not.toBeVisible();
  });

  test('work from the keyboard: one tab stop, arrows wrap, Home and End, Tab into the panel', async () => {
    const user = userEvent.setup();
    await renderContent(row('contained', THREE_TABS));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Wearables' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Laptops' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Laptops' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Audio' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Laptops' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel', { name: 'Audio' })).toBeVisible();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Laptops' })).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Laptops' })).toHaveFocus();
  });
});

describe('slider', () => {
  const SLIDES = [
    slide('phone-fest', 'Festive Phone Fest', '/phones.html'),
    slide('laptop-days', 'Laptop Days', '/laptops.html'),
    slide('audio-week', 'Audio Week', '/audio.html'),
  ];

  const slides = () =>
    screen
      .getAllByRole('group', { hidden: true })
      .filter((group) => group.getAttribute('aria-roledescription') === 'slide');
  const shown = () =>
    slides()
      .filter((group) => group.getAttribute('aria-hidden') === 'false')
      .map((group) => group.getAttribute('aria-label'));

  afterEach(() => jest.useRealTimers());

  test('is a named carousel whose slides change with the named previous/next buttons from the keyboard', async () => {
    const user = userEvent.setup();
    await renderContent(row('full-width', heading(2, 'Offers') + slider(SLIDES)));
    const carousel = screen.getByRole('region', { name: M.slider });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shown()).toEqual(['phone-fest, 1 of 3']);
    // Hidden slides are out of the accessibility tree and inert (out of the tab order in browsers).
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/phones.html']);
    expect(slides().map((group) => group.hasAttribute('inert'))).toEqual([false, true, true]);
    expect(screen.getByRole('button', { name: M.previousSlide })).toHaveAttribute('aria-disabled', 'true');

    act(() => screen.getByRole('button', { name: M.nextSlide }).focus());
    await user.keyboard('{Enter}');
    expect(shown()).toEqual(['laptop-days, 2 of 3']);
    expect(screen.getByRole('link', { name: /Laptop Days/ })).toHaveAttribute('href', '/laptops.html');
    await user.keyboard(' ');
    expect(shown()).toEqual(['audio-week, 3 of 3']);
    // Not an infinite loop: the end is the end (the button keeps the keyboard focus, only disabled for ARIA).
    expect(screen.getByRole('button', { name: M.nextSlide })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: M.nextSlide })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: M.goToSlide(1) }));
    expect(shown()).toEqual(['phone-fest, 1 of 3']);
    expect(screen.getByRole('button', { name: M.goToSlide(1) })).toHaveAttribute('aria-current', 'true');
  });

  test('an infinite slider wraps around both ways', async () => {
    const user = userEvent.setup();
    await renderContent(slider(SLIDES, { 'data-infinite-loop': 'true' }));
    await user.click(screen.getByRole('button', { name: M.previousSlide }));
    expect(shown()).toEqual(['audio-week, 3 of 3']);
    await user.click(screen.getByRole('button', { name: M.nextSlide }));
    expect(shown()).toEqual(['phone-fest, 1 of 3']);
  });

  test('changes slides without moving the page: all slides are laid out, the track slides', async () => {
    const user = userEvent.setup();
    await renderContent(slider(SLIDES));
    // eslint-disable-next-line testing-library/no-node-access -- the moving track has no role
    const track = document.querySelector('.slider__track') as HTMLElement;
    expect(slides()).toHaveLength(3);
    // eslint-disable-next-line testing-library/no-node-access -- the slider's box has no role
    expect(screen.getByRole('region', { name: M.slider }).closest('.pb-slider')).toHaveStyle({
      minHeight: '300px',
    });
    await user.click(screen.getByRole('button', { name: M.nextSlide }));
    expect(track).toHaveStyle({ transform: 'translateX(-100%)' });
    expect(slides()).toHaveLength(3);
  });

  // How autoplay holds (hover, focus, the pause button) is the shared slider's: src/ui/slider/slider.test.tsx.
  test("plays by itself at the content's speed, round and round when infinite, with a pause button", async () => {
    jest.useFakeTimers();
    await renderContent(
      slider(SLIDES, {
        'data-autoplay': 'true',
        'data-autoplay-speed': '3000',
        'data-infinite-loop': 'true',
      }),
    );
    const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
    await wait(2999);
    expect(shown()).toEqual(['phone-fest, 1 of 3']);
    await wait(1);
    expect(shown()).toEqual(['laptop-days, 2 of 3']);
    await wait(3000);
    expect(shown()).toEqual(['audio-week, 3 of 3']);
    await wait(3000);
    expect(shown()).toEqual(['phone-fest, 1 of 3']);
    expect(screen.getByRole('button', { name: M.pauseSlides })).toBeInTheDocument();
  });

  test('a single slide has no controls', async () => {
    await renderContent(slider([SLIDES[0] as string], { 'data-autoplay': 'true' }));
    expect(screen.getByRole('region', { name: M.slider })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
