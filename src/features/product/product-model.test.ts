import { galleryImages, priceView } from './product-model';

test('gallery pictures are ordered by position, disabled and URL-less ones left out, labels defaulted', () => {
  const images = galleryImages(
    [
      { url: '/c.jpg', label: 'Back', position: 3, disabled: false },
      { url: '/a.jpg', label: null, position: 1, disabled: false },
      { url: '/hidden.jpg', label: 'Hidden', position: 0, disabled: true },
      null,
      { url: null, label: 'No file', position: 2, disabled: false },
      { url: '/z.jpg', label: 'Unplaced', position: null, disabled: null },
      { url: '/b.jpg', label: 'Side', position: 2, disabled: null },
    ],
    'Kurta',
  );
  expect(images).toEqual([
    { url: '/a.jpg', label: 'Kurta' },
    { url: '/b.jpg', label: 'Side' },
    { url: '/c.jpg', label: 'Back' },
    { url: '/z.jpg', label: 'Unplaced' },
  ]);
});

test('a discount is shown only when the regular price is above the final one', () => {
  const money = (value: number) => ({ value, currency: 'INR' });
  const range = (regular: number, final: number, off: number | null) => ({
    minimum_price: {
      regular_price: money(regular),
      final_price: money(final),
      discount: off === null ? null : { amount_off: off, percent_off: (off / regular) * 100 },
    },
    maximum_price: null,
  });
  expect(priceView(range(24990, 18999, 5991)).discount).toEqual({ amountOff: 5991, percentOff: 24 });
  expect(priceView(range(1999, 1999, 0)).discount).toBeNull();
  expect(priceView(range(1000, 800, null)).discount).toEqual({ amountOff: 200, percentOff: 20 });
});
