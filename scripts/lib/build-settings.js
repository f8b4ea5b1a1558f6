// The storefront's build-time settings, shared by webpack.config.js and the scripts that decide whether a build
// is current (scripts/start.js, the benches): the flags the app reads as `process.env.NAME` and where they come
// from (.env, then the process environment, which wins).
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');

/**
 * Build-time flags the storefront reads as `process.env.NAME` (always strings). Documented in .env.example and
 * README.md.
 */
const CLIENT_ENV_DEFAULTS = {
  // Store / brand variants
  GUEST_CART_ALLOWED: 'false',
  BRAND_VARIANT: 'default',
  STORE_NAME: 'Default Store View',
  SUPPORT_PLATFORM: 'false',
  SUPPORT_CHAT_NUMBER_ONE: '910000000001',
  SUPPORT_CHAT_NUMBER_TWO: '910000000002',
  // CMS: hosts Page Builder video and map iframes may load from (empty = the built-in list, 'none' = none)
  CMS_EMBED_HOSTS: '',
  // Session
  TOKEN_TTL_MULTIPLIER: '1',
  FORCE_LOGOUT_CUSTOMER_ID: '',
  // Payment return routes: /{name}/checkout/success/{order}
  PAYMENT_PROVIDER_ONE: 'razorpay',
  PAYMENT_PROVIDER_TWO: 'payu',
  // Location: reverse geocoding of the browser position (empty = off)
  REVERSE_GEOCODE_URL: '',
  // Push notifications (empty = push off)
  FIREBASE_API_KEY: '',
  FIREBASE_AUTH_DOMAIN: '',
  FIREBASE_PROJECT_ID: '',
  FIREBASE_STORAGE_BUCKET: '',
  FIREBASE_MESSAGING_SENDER_ID: '',
  FIREBASE_APP_ID: '',
  FIREBASE_MEASUREMENT_ID: '',
  FIREBASE_VAPID_KEY: '',
  // Analytics tags (SPEC 7.3; empty = that tag is off): Tag Manager container, the engagement tool's script
  // and the global its tracker defines
  ANALYTICS_GTM_ID: '',
  ENGAGEMENT_SCRIPT_URL: '',
  ENGAGEMENT_GLOBAL: '',
};

/** Settings that change what a build writes without being app flags (see webpack.config.js). */
const BUILD_SWITCHES = ['E2E_VARIANT_BUILD', 'PROFILE_BUILD'];

/** Minimal .env reader: KEY=value lines, # comments, optional single or double quotes. */
function readDotEnv(file = path.join(ROOT, '.env')) {
  if (!fs.existsSync(file)) return {};
  const out = {};
  for (const raw of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2];
    const quoted = /^(['"])(.*)\1$/.exec(value);
    value = quoted ? quoted[2] : value.replace(/\s+#.*$/, '');
    out[match[1]] = value;
  }
  return out;
}

/** .env, then the process environment on top. IGNORE_DOTENV=1 (set by the browser-test server) skips .env. */
function buildEnv(processEnv = process.env) {
  return { ...(processEnv.IGNORE_DOTENV === '1' ? {} : readDotEnv()), ...processEnv };
}

/** The app's flags as a build of this environment would define them. */
function clientFlags(env) {
  return Object.fromEntries(
    Object.entries(CLIENT_ENV_DEFAULTS).map(([key, fallback]) => [key, env[key] ?? fallback]),
  );
}

/** The folder a build of this environment writes to. */
const outputDir = (env) => path.resolve(ROOT, env.STATIC_DIR || 'dist');

module.exports = { ROOT, CLIENT_ENV_DEFAULTS, BUILD_SWITCHES, readDotEnv, buildEnv, clientFlags, outputDir };
