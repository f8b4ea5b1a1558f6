#!/usr/bin/env node
// `npm run screenshots`: the README's pictures of the shop, taken from the real thing so they stay current. It
// builds the storefront when STATIC_DIR (default dist/) is missing or older than the sources, starts the
// embedded shop (server/main.ts) on a free loopback port with a fresh temporary data folder (the seed), and
// in Debian's Chromium takes desktop (1280x800) and phone (412x839, touch) pictures of the home page, a product,
// the cart and checkout's first step: the demo customer signs in through the sign-in page and adds the product
// through its Add to Cart button. The PNGs (viewport only, palette-quantised to stay small) go to
// docs/screenshots/{home,product,cart,checkout}-{desktop,phone}.png. The server is stopped in every case.
//
//   SCREENSHOTS_DIR   where the PNGs go (default docs/screenshots)
//   STATIC_DIR        the built storefront to serve (default dist/)
//   CHROME_PATH       the browser (default /usr/bin/chromium, or CHROMIUM_PATH)
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const sharp = require('sharp');
const { startServer } = require('./lib/server-process');
const { isBuildStale } = require('./lib/build-freshness');
const { buildEnv } = require('./lib/build-settings');
const { CHROME_ARGS, CHROME_PATH } = require('./lib/chromium');

const ROOT = path.join(__dirname, '..');
const STATIC_DIR = path.resolve(ROOT, process.env.STATIC_DIR || 'dist');
const OUT = path.resolve(ROOT, process.env.SCREENSHOTS_DIR || 'docs/screenshots');
/** The seed's demo customer (README) and a product of the seed that goes straight into the cart. */
const CUSTOMER = { email: 'demo@example.in', password: 'Demo@1234' };
const PRODUCT = {
  path: '/samsung-galaxy-f55-5g-8gb-ram-128gb.html',
  name: 'Samsung Galaxy F55 5G (8GB RAM, 128GB)',
};
const DEVICES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
};

function ensureBuild() {
  if (!isBuildStale(STATIC_DIR, buildEnv({ ...process.env, STATIC_DIR }))) return;
  console.log(`Building into ${STATIC_DIR} (missing, or its sources or settings changed)...`);
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, STATIC_DIR },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Waits until the page's requests have settled and its images have decoded, then saves a small PNG. */
async function shoot(page, name) {
  await page.waitForLoadState('networkidle');
  // The images in view (lazy ones below the fold never load, so they are not waited for).
  await page.evaluate(() => {
    const inView = [...globalThis.document.images].filter(
      (i) => !i.complete && i.getBoundingClientRect().top < globalThis.innerHeight,
    );
    const decoded = Promise.all(inView.map((i) => i.decode().catch(() => {})));
    return Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 5000))]);
  });
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  const file = path.join(OUT, `${name}.png`);
  await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toFile(file);
  console.log(`  ${path.relative(ROOT, file)} (${(fs.statSync(file).size / 1024).toFixed(0)} KiB)`);
}

async function screenshotsOn(browser, origin, device) {
  const context = await browser.newContext({
    ...DEVICES[device],
    baseURL: origin,
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await shoot(page, `home-${device}`);

    await page.goto('/sign-in');
    await page.getByRole('textbox', { name: 'Email address' }).fill(CUSTOMER.email);
    await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/sign-in');

    await page.goto(PRODUCT.path);
    const add = page.getByRole('button', { name: 'Add to Cart' });
    await add.waitFor();
    await shoot(page, `product-${device}`);
    await add.click();
    await page.getByText(`${PRODUCT.name} was added to your cart.`).waitFor();

    await page.goto('/cart');
    await page.getByText(PRODUCT.name).first().waitFor();
    await shoot(page, `cart-${device}`);

    await page.goto('/checkout');
    await page.getByRole('region', { name: 'Shipping address' }).waitFor();
    await shoot(page, `checkout-${device}`);
  } finally {
    await context.close();
  }
}

async function main() {
  if (!fs.existsSync(CHROME_PATH)) {
    console.error(`No browser at ${CHROME_PATH} (npm run setup installs Debian's Chromium).`);
    process.exit(1);
  }
  ensureBuild();
  fs.mkdirSync(OUT, { recursive: true });
  const { chromium } = require('playwright-core');
  const server = await startServer({ env: { STATIC_DIR } });
  try {
    const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
    try {
      for (const device of Object.keys(DEVICES)) {
        console.log(`${device}:`);
        await screenshotsOn(browser, server.origin, device);
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
