// Builds the storefront (src/main.tsx) into dist/, which the server (server/main.ts) serves.
// Production: hashed file names, extracted + minified CSS, route chunks, a Workbox service worker at /sw.js,
// .gz and .br siblings for the server to send, and a stats file for `npm run bench:bundle`.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { PageChunksPlugin } = require('./scripts/webpack/page-chunks-plugin');
const { InlineEntryCssPlugin } = require('./scripts/webpack/inline-entry-css-plugin');
const { CompileHintsPlugin } = require('./scripts/webpack/compile-hints-plugin');
const { BuildRecordPlugin } = require('./scripts/webpack/build-record-plugin');
const { namedManifest } = require('./scripts/webpack/named-manifest');
const { buildEnv, clientFlags, outputDir } = require('./scripts/lib/build-settings');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');

const ROOT = __dirname;
const REACT_ROUTER_PRODUCTION = (file) =>
  path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production', file);
/** Where the stats for `npm run bench:bundle` go: outside dist/ so the server never serves them. */
const STATS_FILE = path.join(ROOT, 'reports', 'webpack-stats.json');
/** Same targets as babel.config.js: browsers with ES modules (modern Android Chrome, Samsung, UC, iOS Safari). */
const BROWSERS = 'defaults and supports es6-module';

// Build-time flags and where their values come from (.env, then the process environment, which wins).
const ENV = buildEnv();
const OUT = outputDir(ENV);
/**
 * The browser tests' second build (scripts/e2e-server.js: another value of a build flag, e.g. the guest-cart
 * variant): only what a browser loads. No compressed siblings (the server compresses on the fly), no service
 * worker (the tests block it) and no bundle stats (reports/ describes the real build).
 */
const TEST_VARIANT = ENV.E2E_VARIANT_BUILD === '1';
/**
 * WEBPACK_CACHE=1 (set by scripts/e2e-server.js): a filesystem cache in .cache/webpack, one for both builds, so
 * a second build with another flag value rebuilds and re-minifies only the modules and chunks the flag touches.
 */
const FS_CACHE = ENV.WEBPACK_CACHE === '1';
/** PROFILE_BUILD=1: readable function names in CPU profiles (scripts/profile-page.js); never for shipping. */
const PROFILE_BUILD = ENV.PROFILE_BUILD === '1';

/** Writes the chunk graph bench-bundle.js needs (entrypoints, chunk groups, chunk files and origins). */
class StatsFilePlugin {
  apply(compiler) {
    compiler.hooks.done.tap('StatsFilePlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        hash: true,
        publicPath: true,
        outputPath: true,
        assets: true,
        entrypoints: true,
        chunkGroups: true,
        chunks: true,
        chunkOrigins: true,
        chunkRelations: true,
        ids: true,
      });
      fs.mkdirSync(path.dirname(STATS_FILE), { recursive: true });
      fs.writeFileSync(STATS_FILE, JSON.stringify(json));
    });
  }
}

module.exports = (_env, argv) => {
  const prod = (argv.mode || ENV.NODE_ENV) !== 'development';
  const flags = clientFlags(ENV);
  const backend = ENV.DEV_BACKEND_URL || `http://localhost:${ENV.PORT || 8080}`;

  return {
    mode: prod ? 'production' : 'development',
    target: `browserslist:${BROWSERS}`,
    context: ROOT,
    entry: { main: './src/main.tsx' },
    output: {
      path: OUT,
      publicPath: '/',
      filename: prod ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      // Chunk files by id, not name, in production: a name in the file name puts a map of every chunk's name in
      // the runtime the first route loads (~0.5 KiB gzip for JS and CSS each). page-chunks.json and the stats
      // still name them, for the server's hints and `npm run bench:bundle`.
      chunkFilename: prod ? 'js/[id].[contenthash:8].chunk.js' : 'js/[name].chunk.js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    devtool: prod ? false : 'eval-cheap-module-source-map',
    cache: FS_CACHE
      ? {
          type: 'filesystem',
          // WEBPACK_CACHE_DIR: a cache of its own for a build that runs beside another (parallel work trees).
          cacheDirectory: path.resolve(ROOT, ENV.WEBPACK_CACHE_DIR || path.join('.cache', 'webpack')),
          buildDependencies: { config: [__filename] },
        }
      : !prod,
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      conditionNames: ['es2015', '...'],
      // React Router's package exports only its development build (dev warnings switched on, checked at run
      // time); the production build beside it is the same code with them off, so Terser drops them.
      alias: {
        'react-router$': REACT_ROUTER_PRODUCTION('index.mjs'),
        'react-router/dom$': REACT_ROUTER_PRODUCTION('dom-export.mjs'),
      },
    },
    module: {
      rules: [
        // Some ESM packages import without file extensions.
        { test: /\.m?js$/, include: /node_modules/, resolve: { fullySpecified: false } },
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'babel-loader', options: { cacheDirectory: true } },
        },
        // Our modules only declare things (main.tsx, the entry, is the one that acts on import): a feature's
        // index.ts re-exporting its pages must not drag them into a chunk that imports one card from it.
        {
          test: /\.[jt]sx?$/,
          include: [path.join(ROOT, 'src'), path.join(ROOT, 'common')],
          sideEffects: false,
        },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: 'css-loader', options: { importLoaders: 0, modules: { auto: true } } },
          ],
        },
        {
          test: /\.(png|jpe?g|gif|webp|avif|svg)$/i,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 4096 } },
        },
        { test: /\.(woff2?|ttf|otf)$/i, type: 'asset/resource' },
      ],
    },
    optimization: {
      runtimeChunk: 'single',
      moduleIds: prod ? 'deterministic' : 'named',
      // Shortest export names (1.1 KiB gzip off the first paint). Unlike 'deterministic' a name can shift when a
      // module's used exports change, which is rare in the vendor and framework chunks that cache longest.
      mangleExports: prod ? 'size' : false,
      splitChunks: {
        chunks: 'all',
        maxInitialRequests: 8,
        // Code shared by route chunks (the product card) stays inside each of them unless it is big: a shared
        // chunk of a few KiB costs the first route an extra request and ~0.6 KiB gzip of lost compression.
        minSize: 40_000,
        cacheGroups: {
          // React and the router change rarely and every page needs them: one long-cached chunk.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            name: 'framework',
            chunks: 'initial',
            priority: 40,
            enforce: true,
          },
        },
      },
      // Terser: a third pass and getters taken as side-effect free (the storefront and its libraries define none
      // that act on read) drop code that two passes keep.
      minimizeOptions: PROFILE_BUILD
        ? { javascript: { mangle: false, keep_fnames: true, keep_classnames: true } }
        : { javascript: { compress: { passes: 3, pure_getters: true } } },
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    performance: { hints: false }, // the budget lives in scripts/bench-bundle.js
    plugins: [
      new webpack.DefinePlugin(
        Object.fromEntries(Object.entries(flags).map(([k, v]) => [`process.env.${k}`, JSON.stringify(v)])),
      ),
      new HtmlWebpackPlugin({
        template: path.join(ROOT, 'public/index.html'),
        // The title before any store config is known (the server rewrites it when it knows the store's name).
        title: flags.STORE_NAME,
        scriptLoading: 'defer',
        minify: prod ? { collapseWhitespace: true, removeComments: true } : false,
      }),
      new MiniCssExtractPlugin({
        filename: prod ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
        chunkFilename: prod ? 'css/[id].[contenthash:8].chunk.css' : 'css/[name].chunk.css',
      }),
      new CopyPlugin({
        patterns: [
          { from: 'public', to: '.', globOptions: { ignore: ['**/index.html', '**/manifest.json'] } },
          // The installed app is named after the store (STORE_NAME).
          {
            from: 'public/manifest.json',
            to: '.',
            transform: (content) => namedManifest(content, flags.STORE_NAME),
          },
        ],
      }),
      ...(prod && !TEST_VARIANT
        ? [
            new InjectManifest({
              swSrc: path.join(ROOT, 'sw/sw.ts'),
              swDest: 'sw.js',
              // Precache the app shell only: no compressed siblings, no stats, no big icons.
              exclude: [/\.(gz|br)$/, /\.map$/, /LICENSE/, /^icons\/icon-(384|512)/],
              maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
            }),
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: /\.(js|css|html|svg|json|txt|webmanifest)$/,
              threshold: 1024,
              minRatio: 0.9,
            }),
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              test: /\.(js|css|html|svg|json|txt|webmanifest)$/,
              threshold: 1024,
              minRatio: 0.9,
            }),
            new StatsFilePlugin(),
          ]
        : []),
      ...(prod ? [new PageChunksPlugin(), new InlineEntryCssPlugin(), new CompileHintsPlugin()] : []),
      // What this build was made from, so `npm start` and the benches rebuild only when that changes.
      new BuildRecordPlugin({ env: ENV, outputDir: OUT, mode: prod ? 'production' : 'development' }),
    ],
    devServer: {
      port: Number(ENV.DEV_SERVER_PORT || 3000),
      historyApiFallback: true,
      hot: true,
      static: false,
      proxy: [{ context: ['/graphql', '/rest', '/media'], target: backend, changeOrigin: true }],
    },
    stats: prod ? 'errors-warnings' : 'minimal',
  };
};
