/* eslint-disable testing-library/no-node-access -- rows, columns and backgrounds have no role: their boxes are
   what is checked */
import { act, fireEvent, screen } from '@testing-library/react';
import { backgroundImages, columns, heading, renderContent, row, text } from './test-utils';

/** The element of the content type that holds this text (rows and columns have no role of their own). */
const boxOf = (content: string, selector: string) => {
  const box = screen.getByText(content).closest(selector);
  if (!(box instanceof HTMLElement)) throw new Error(`no ${selector} around '${content}'`);
  return box;
};

test('rows keep their appearance: contained at site width, full width, full bleed', async () => {
  await renderContent(
    row('contained', text('<p>Contained</p>'), {
      style: 'background-color: #eeeeee; margin: 0px 0px 10px;',
    }) +
      row('full-width', text('<p>Full width</p>'), {
        style: 'background-color: #1b1f2a; padding: 30px 10px;',
      }) +
      row('full-bleed', text('<p>Full bleed</p>')) +
      row('sideways' as 'contained', text('<p>Unknown appearance</p>')),
  );
  const contained = boxOf('Contained', '.pb-row');
  expect(contained).toHaveClass('pb-row--contained');
  // A contained row's settings live on its inner element; side margins stay the appearance's (centred).
  expect(contained).toHaveStyle({ backgroundColor: 'rgb(238, 238, 238)', marginBottom: '10px' });
  expect(contained.style.marginLeft).toBe('');
  expect(boxOf('Full width', '.pb-row')).toHaveClass('pb-row--full-width');
  expect(boxOf('Full width', '.pb-row')).toHaveStyle({
    backgroundColor: 'rgb(27, 31, 42)',
    paddingTop: '30px',
  });
  expect(boxOf('Full bleed', '.pb-row')).toHaveClass('pb-row--full-bleed');
  expect(boxOf('Unknown appearance', '.pb-row')).toHaveClass('pb-row--contained');
});

test('columns take their width and align top, centre, bottom or full height', async () => {
  await renderContent(
    row(
      'contained',
      columns(
        { alignment: 'align-top', width: '25%', html: heading(3, 'Top') },
        { alignment: 'align-center', width: '25%', html: heading(3, 'Centre') },
        { alignment: 'align-bottom', width: '25%', html: heading(3, 'Bottom') },
        { alignment: 'full-height', width: '25%', html: heading(3, 'Full') },
      ),
    ),
  );
  const column = (name: string) => boxOf(name, '.pb-column');
  expect(column('Top')).toHaveStyle({ alignSelf: 'flex-start' });
  expect(column('Centre')).toHaveStyle({ alignSelf: 'center' });
  expect(column('Bottom')).toHaveStyle({ alignSelf: 'flex-end' });
  expect(column('Full')).toHaveStyle({ alignSelf: 'stretch' });
  expect(column('Top').style.getPropertyValue('--pb-column-width')).toBe('25%');
  // Group > line > columns, in order.
  const line = column('Top').parentElement as HTMLElement;
  expect(line).toHaveClass('pb-column-line');
  expect(line.parentElement).toHaveClass('pb-column-group');
  expect(Array.from(line.children).map((child) => child.textContent)).toEqual([
    'Top',
    'Centre',
    'Bottom',
    'Full',
  ]);
});

describe('parallax backgrounds', () => {
  const parallaxRow = (speed?: string) =>
    row('full-width', text(`<p>Parallax ${speed ?? 'default'}</p>`), {
      'data-enable-parallax': '1',
      'data-parallax-speed': speed,
      'data-background-images': backgroundImages('/media/wysiwyg/sale.png'),
    });

  /** Puts the row 100px below the top of a 768px viewport, 400px tall, then scrolls. */
  function placeRows() {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 100,
      height: 400,
      bottom: 500,
      left: 0,
      right: 0,
      width: 0,
      x: 0,
      y: 100,
      toJSON: () => ({}),
    });
    fireEvent.scroll(window);
  }

  afterEach(() => jest.restoreAllMocks());

  test('the background is enlarged 1.25 times and moves at speed 0.5 when the row gives no speed', async () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    await renderContent(parallaxRow(undefined) + parallaxRow('0') + parallaxRow('1'));
    placeRows();
    act(() => frames.splice(0).forEach((frame) => frame(0)));
    const layer = (name: string) => boxOf(`Parallax ${name}`, '.pb-row').querySelector('.pb-row__parallax');
    // Row centre 300px, viewport centre 384px: progress -84/584; room 12.5% of 400px = 50px either way.
    expect(layer('default')).toHaveStyle({ transform: 'translate3d(0px, 7.19px, 0px) scale(1.25)' });
    expect(layer('0')).toHaveStyle({ transform: 'translate3d(0px, 14.38px, 0px) scale(1.25)' });
    // Speed 1 moves with the page: no offset.
    expect(layer('1')).toHaveStyle({ transform: 'translate3d(0px, 0px, 0px) scale(1.25)' });
    expect(layer('default')).toHaveAttribute('aria-hidden', 'true');
    expect(layer('default')?.getAttribute('style')).toContain('/media/wysiwyg/sale.png');
  });

  test('a row without parallax, or without an image, has no moving layer', async () => {
    await renderContent(
      row('full-width', text('<p>Still</p>'), {
        'data-enable-parallax': '0',
        'data-background-images': backgroundImages('/media/wysiwyg/sale.png'),
      }) + row('full-width', text('<p>No image</p>'), { 'data-enable-parallax': '1' }),
    );
    expect(boxOf('Still', '.pb-row').querySelector('.pb-row__parallax')).toBeNull();
    expect(boxOf('Still', '.pb-row').style.backgroundImage).toContain('/media/wysiwyg/sale.png');
    expect(boxOf('No image', '.pb-row').querySelector('.pb-row__parallax')).toBeNull();
  });
});

test('background images never carry anything but http(s) URLs', async () => {
  await renderContent(
    row('full-width', text('<p>Sneaky</p>'), {
      'data-background-images': backgroundImages('javascript:alert(1)', 'data:text/html,x'),
      style: 'background-color: red; min-height: expression(alert(1));',
    }),
  );
  const box = boxOf('Sneaky', '.pb-row');
  expect(box.style.backgroundImage).toBe('');
  expect(box.style.minHeight).toBe('');
  expect(box).toHaveStyle({ backgroundColor: 'rgb(255, 0, 0)' });
});
