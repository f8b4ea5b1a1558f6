import { imageSrcset, imageUrl, nearestWidth } from './images';

function params(url: string) {
  return Object.fromEntries(new URL(url, 'http://x').searchParams);
}

describe('imageUrl', () => {
  it('puts a product file under the product media path with the resize parameters', () => {
    const url = imageUrl('/m/b/mb01.jpg', { width: 320, height: 400 });
    expect(url.startsWith('/media/catalog/product/m/b/mb01.jpg?')).toBe(true);
    expect(params(url)).toEqual({
      auto: 'webp',
      format: 'pjpg',
      width: '320',
      height: '400',
      quality: '85',
      fit: 'cover',
    });
  });

  it('asks for png when the source is a png', () => {
    expect(params(imageUrl('/logo.PNG')).format).toBe('png');
  });

  it('uses the category media path for category images', () => {
    expect(imageUrl('phones.jpg', { type: 'image-category' })).toMatch(
      /^\/media\/catalog\/category\/phones\.jpg\?/,
    );
  });

  it('keeps absolute and /media URLs as they are', () => {
    expect(imageUrl('https://cdn.example/a.jpg', { width: 40 })).toMatch(/^https:\/\/cdn\.example\/a\.jpg\?/);
    expect(imageUrl('/media/wysiwyg/banner.jpg')).toMatch(/^\/media\/wysiwyg\/banner\.jpg\?/);
  });

  it('rejects unknown image types', () => {
    expect(() => imageUrl('a.jpg', { type: 'image-nope' })).toThrow("Unknown image type 'image-nope'");
  });
});

describe('nearestWidth', () => {
  it('picks the width step nearest to device pixel ratio × width', () => {
    expect(nearestWidth(300, 1)).toBe(320);
    expect(nearestWidth(300, 2)).toBe(640);
    expect(nearestWidth(100, 3)).toBe(320);
    expect(nearestWidth(5000, 1)).toBe(2560);
    expect(nearestWidth(10, 1)).toBe(40);
  });
});

describe('imageSrcset', () => {
  it('lists every width step with heights at the default 0.8 aspect ratio', () => {
    const entries = imageSrcset('/a.jpg').split(',\n');
    expect(entries.map((entry) => entry.split(' ')[1])).toEqual([
      '40w',
      '80w',
      '160w',
      '320w',
      '640w',
      '960w',
      '1280w',
      '1600w',
      '2560w',
    ]);
    expect(params(entries[3]!.split(' ')[0]!)).toMatchObject({ width: '320', height: '400' });
  });

  it('follows a given aspect ratio', () => {
    const [first] = imageSrcset('/a.jpg', 'image-product', 1).split(',\n');
    expect(params(first!.split(' ')[0]!)).toMatchObject({ width: '40', height: '40' });
  });
});
