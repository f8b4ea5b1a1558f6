import fs from 'node:fs';
import path from 'node:path';
import { createTestShop, ORIGIN } from '../test-app';
import { makeTempDir, removeTempDirs } from '../temp-dir';

const dataDir = makeTempDir();
const shop = createTestShop({ dataDir });
afterAll(removeTempDirs);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const media = (pathname: string, headers: Record<string, string> = {}) =>
  shop.app.fetch(new Request(`${ORIGIN}/media/${pathname}`, { headers }));

describe('/media', () => {
  it('generates seeded artwork on first request, stores it in DATA_DIR/media, with a long cache', async () => {
    const response = await media('logo/default/logo.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(fs.readFileSync(path.join(dataDir, 'media/logo/default/logo.png'))).toEqual(body);
  });

  it('serves every image the seeded content refers to, deterministically', async () => {
    const { data } = await shop.gql<{ categoryList: { children: { image: string }[] }[] }>(
      '{ categoryList { children { image } } }',
    );
    const images = data!.categoryList[0]!.children.map((c) => c.image);
    for (const url of images.slice(0, 4)) {
      const response = await shop.app.fetch(new Request(url));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    const other = createTestShop({ dataDir: makeTempDir() });
    const again = await other.app.fetch(new Request(images[0]!));
    const first = await shop.app.fetch(new Request(images[0]!));
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
  });

  it('serves files already in DATA_DIR/media as they are, and revalidates with an ETag', async () => {
    fs.mkdirSync(path.join(dataDir, 'media/wysiwyg/uploads'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'media/wysiwyg/uploads/note.txt'), 'uploaded by hand');
    const response = await media('wysiwyg/uploads/note.txt');
    expect(await response.text()).toBe('uploaded by hand');
    const again = await media('wysiwyg/uploads/note.txt', { 'if-none-match': response.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('answers 404 for unknown files and for paths that try to leave the media folder', async () => {
    fs.writeFileSync(path.join(dataDir, 'shop-secret.txt'), 'secret');
    for (const pathname of [
      'catalog/unknown/thing.bin',
      '..%2Fshop-secret.txt',
      'wysiwyg/%2e%2e/%2e%2e/shop-secret.txt',
      '%E0%A4%A',
    ]) {
      const response = await media(pathname);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('secret');
    }
  });
});
