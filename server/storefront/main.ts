// `npm run serve:storefront`: the storefront's server alone, in front of the Magento (or stand-in) origin that
// MAGENTO_BACKEND_URL names: the built bundle, each page's HTML, and the backend's paths passed on.
import { readStorefrontConfig } from './config';
import { createStorefront } from './app';
import { magentoBackend } from './backend';
import { listen } from '../lib/listen';

const config = readStorefrontConfig();
if (!config.magentoBackendUrl) {
  console.error('Not starting: set MAGENTO_BACKEND_URL to the backend this storefront stands in front of.');
  process.exit(1);
}
const app = createStorefront({ config, backend: magentoBackend(config.magentoBackendUrl, config) });
listen(app.fetch, config.port, (port) =>
  console.log(`Storefront on http://localhost:${port} (proxying to ${config.magentoBackendUrl})`),
);
