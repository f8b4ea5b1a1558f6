// The layering rules of docs/ARCHITECTURE.md are ESLint rules (scripts/eslint/layering.js). Here the project's
// own ESLint config lints deliberately bad imports, placed as if they were files in the tree, so a rule that
// silently stops matching (a moved folder, a resolver that no longer finds .ts files) fails a test.
import fs from 'node:fs';
import path from 'node:path';
import { Linter } from 'eslint';

const ROOT = path.resolve(__dirname, '../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the flat config is CommonJS
const config = require('../../eslint.config.js') as Linter.Config[];
const linter = new Linter({ configType: 'flat', cwd: ROOT });

/** The layering and cycle errors ESLint reports for `code` as the file at `file` (relative to the repo). */
function layeringErrors(file: string, code: string): string[] {
  return linter
    .verify(code, config, { filename: path.join(ROOT, file) })
    .filter((message) => message.ruleId?.startsWith('import-x/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

const RESTRICTED = expect.stringContaining('import-x/no-restricted-paths');
const CYCLE = expect.stringContaining('import-x/no-cycle');

describe('a feature imports another feature only through its index.ts', () => {
  it('refuses a deep import of another feature', () => {
    expect(
      layeringErrors(
        'src/features/cart/probe.ts',
        "export { selectIsSignedIn } from '../user/user-slice';\n",
      ),
    ).toEqual([RESTRICTED]);
    expect(
      layeringErrors(
        'src/features/catalog/hooks/probe.ts',
        "export { addItemToCart } from '../../cart/cart-slice';\n",
      ),
    ).toEqual([expect.stringContaining("import 'cart' through src/features/cart/index.ts")]);
  });

  it('accepts the same through the index, and a feature importing its own files', () => {
    expect(
      layeringErrors('src/features/cart/probe.ts', "export { selectIsSignedIn } from '../user';\n"),
    ).toEqual([]);
    expect(
      layeringErrors('src/features/cart/probe.ts', "export { cartReducer } from './cart-slice';\n"),
    ).toEqual([]);
  });
});

test('every feature has an index.ts, the only way in from another feature', () => {
  const features = fs.readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true });
  const missing = features
    .filter((entry) => entry.isDirectory())
    .filter((entry) => !fs.existsSync(path.join(ROOT, 'src/features', entry.name, 'index.ts')))
    .map((entry) => entry.name);
  expect(missing).toEqual([]);
});

describe('features reach app/ only for the typed Redux hooks', () => {
  it('accepts app/hooks.ts', () => {
    expect(
      layeringErrors('src/features/cart/probe.ts', "export { useAppSelector } from '../../app/hooks';\n"),
    ).toEqual([]);
  });

  it('refuses the rest of app/', () => {
    expect(
      layeringErrors('src/features/cart/probe.ts', "export { makeStore } from '../../app/store';\n"),
    ).toEqual([RESTRICTED]);
    expect(
      layeringErrors(
        'src/features/search/probe.tsx',
        "export { AppShell } from '../../app/shell/app-shell';\n",
      ),
    ).toEqual([RESTRICTED]);
  });
});

describe('lib/ and ui/ import no feature and nothing from app/', () => {
  it.each([
    ['src/lib/probe.ts', "export { selectIsSignedIn } from '../features/user';\n"],
    ['src/lib/probe.ts', "export { makeStore } from '../app/store';\n"],
    ['src/lib/probe.ts', "export { Button } from '../ui/button/button';\n"],
    ['src/ui/probe.ts', "export { SearchBox } from '../features/search';\n"],
    ['src/ui/probe.ts', "export { useAppSelector } from '../app/hooks';\n"],
  ])('%s: %s', (file, code) => {
    expect(layeringErrors(file, code)).toEqual([RESTRICTED]);
  });

  it('ui/ may import lib/', () => {
    expect(layeringErrors('src/ui/probe.ts', "export { formatMoney } from '../lib/money';\n")).toEqual([]);
  });
});

describe('server runtime code does not import seed code', () => {
  it('refuses seed/ from a runtime module, and allows it in main.ts', () => {
    expect(
      layeringErrors('server/magento/http/probe.ts', "export { seedDatabase } from '../seed';\n"),
    ).toEqual([RESTRICTED]);
    expect(layeringErrors('server/main.ts', "export { seedDatabase } from './seed';\n")).toEqual([]);
  });
});

describe('no import circles', () => {
  it('refuses a module importing one that already imports it (server)', () => {
    // cart-fields.ts imports item-fields.ts; item-fields.ts importing it back is the circle that was broken.
    expect(
      layeringErrors(
        'server/magento/schema/cart/item-fields.ts',
        "export { cartFields } from './cart-fields';\n",
      ),
    ).toEqual([CYCLE]);
  });

  it('refuses a circle in the storefront', () => {
    // location-store.ts imports constants.ts.
    expect(
      layeringErrors(
        'src/features/location/constants.ts',
        "export { readLocation } from './location-store';\n",
      ),
    ).toEqual([CYCLE]);
  });
});

describe('the two servers stay apart (docs/ARCHITECTURE.md, "Two servers")', () => {
  it('the Magento stand-in imports neither the storefront nor its server', () => {
    expect(
      layeringErrors(
        'server/magento/schema/probe.ts',
        "export { formatPrice } from '../../../src/lib/images';\n",
      ),
    ).toEqual([expect.stringContaining('The Magento stand-in never imports the storefront')]);
    expect(
      layeringErrors('server/magento/probe.ts', "export { createStorefront } from '../storefront/app';\n"),
    ).toEqual([RESTRICTED]);
  });

  it("the storefront's server reaches the stand-in only over /graphql and /rest, never by import", () => {
    expect(
      layeringErrors(
        'server/storefront/html/probe.ts',
        "export { createStandIn } from '../../magento/app';\n",
      ),
    ).toEqual([expect.stringContaining('reaches its backend only through /graphql and /rest')]);
    expect(
      layeringErrors('server/storefront/probe.ts', "export { formatMoney } from '../../common/money';\n"),
    ).toEqual([]);
  });

  it('common/ and server/lib/ import nothing above them', () => {
    expect(layeringErrors('common/probe.ts', "export { imageUrl } from '../src/lib/images';\n")).toEqual([
      RESTRICTED,
    ]);
    expect(
      layeringErrors('server/lib/probe.ts', "export { createStandIn } from '../magento/app';\n"),
    ).toEqual([RESTRICTED]);
  });
});
