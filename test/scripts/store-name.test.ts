// STORE_NAME (a build flag) names the store wherever its own name is not known yet: the titles' fallback
// (SPEC 2.3's 'Default Store View' without it) and the installed app's name in the manifest.
import fs from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { namedManifest } = require('../../scripts/webpack/named-manifest') as {
  namedManifest(content: Buffer, storeName: string): string;
};

afterEach(() => {
  delete process.env.STORE_NAME;
});

function fallbackName(): string {
  let name = '';
  jest.isolateModules(() => {
    type Messages = typeof import('../../src/features/routing/messages');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const messages = require('../../src/features/routing/messages') as Messages;
    name = messages.ROUTING_MESSAGES.defaultStoreName;
  });
  return name;
}

test('titles fall back to the build’s store name, else to SPEC’s default', () => {
  expect(fallbackName()).toBe('Default Store View');
  process.env.STORE_NAME = 'Zepp Shop';
  expect(fallbackName()).toBe('Zepp Shop');
});

test('the manifest names the installed app after the store and keeps everything else', () => {
  const source = fs.readFileSync(path.join(__dirname, '..', '..', 'public', 'manifest.json'));
  const built = JSON.parse(namedManifest(source, 'Zepp Shop')) as Record<string, unknown>;
  expect(built.name).toBe('Zepp Shop');
  const { name: _before, ...rest } = JSON.parse(source.toString()) as Record<string, unknown>;
  const { name: _after, ...builtRest } = built;
  expect(builtRest).toEqual(rest);
});
