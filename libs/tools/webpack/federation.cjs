// Webpack 5 + Module Federation 2 configuration shared by the shell and the three remotes.
// Each app's webpack.config.cjs calls `createFederatedConfig` with its name, port and exposes.
//
// Why it looks like this (see docs/architecture.md, "Front-end build"):
// - the libs are npm workspace packages whose package.json has a `source` export condition
//   pointing at src: webpack resolves that condition first, so no build step is needed for them;
// - MUI is shared by deep-path prefixes (`@mui/material/`, `@mui/system/`, `@mui/utils/`), never
//   the barrel, so that each app only pulls the components it imports while React contexts
//   (theme, default props) stay single;
// - remotes are built with publicPath 'auto' so that the same build works from /remotes/<folder>/
//   on the API origin or from its own origin;
// - remoteEntry.js keeps a stable name (the manifest points at it) and must not be cached;
//   every other file has a content hash.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { StartupChunksPlugin } = require('./startup-chunks.cjs');
const { DeployGuardPlugin } = require('./deploy-guard.cjs');

const workspaceRoot = path.resolve(__dirname, '../../..');
const API_TARGET = process.env.API_PROXY_TARGET || 'http://localhost:3000';

/**
 * Every text file of a production build also written as `.br` (brotli, quality 11) and `.gz`
 * (gzip, level 9), so that servers send them compressed without compressing per request: the API's
 * static serving (backend/src/web/web.ts) and the compose set-up's nginx pick the one the browser
 * accepts. Files under 1 KB, and files that would not shrink by a tenth, are left alone.
 */
function precompressed() {
  const CompressionPlugin = require('compression-webpack-plugin');
  const zlib = require('node:zlib');
  const test = /\.(js|css|html|json|svg|txt)$/;
  const common = { test, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}

/** The site's icons, in libs/tools/webpack/ and linked from index.html. */
const SITE_ICONS = ['favicon.ico', 'favicon.svg'];

/**
 * Writes the site's icons at the root of every app's build, so that `/favicon.ico` (asked for by
 * browsers and tools whatever the page links) and the sharper SVG icon are files the API's static
 * serving and the images' nginx send as they are, instead of a 404 or the app's page.
 */
class SiteIconsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SiteIconsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SiteIconsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const name of SITE_ICONS) {
          const file = path.join(__dirname, name);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

/** Dev server ports, one per app (docs/architecture.md). */
const PORTS = { shell: 4200, mfe_campaigns: 4201, mfe_strategy: 4202, mfe_calendar: 4203 };

/** Where the shell's dev server says each remote lives; overridable like the API's manifest. */
function devRemoteManifest() {
  const entry = (name, port) =>
    process.env[`MF_REMOTE_${name.toUpperCase()}_URL`] || `http://localhost:${port}/remoteEntry.js`;
  return {
    mfe_campaigns: entry('mfe_campaigns', PORTS.mfe_campaigns),
    mfe_strategy: entry('mfe_strategy', PORTS.mfe_strategy),
    mfe_calendar: entry('mfe_calendar', PORTS.mfe_calendar),
  };
}

/**
 * react-router is shared as a cut-down copy: the shell's build keeps only the exports it uses
 * itself plus these, and every remote gets that copy at run time. A remote that imports a
 * react-router export missing here fails with "x is not a function": add it here (and rebuild
 * the shell); `node libs/tools/webpack/check-shared-exports.cjs` (also run by the shell's tests) compares the remotes' imports
 * with this list.
 */
const REACT_ROUTER_EXPORTS = [
  'BrowserRouter', 'MemoryRouter', 'Router', 'Routes', 'Route', 'Navigate', 'NavLink', 'Link', 'Outlet',
  'useNavigate', 'useLocation', 'useParams', 'useSearchParams', 'useMatch', 'useHref', 'useResolvedPath',
  'useInRouterContext', 'useOutletContext', 'useOutlet', 'useNavigationType', 'useRoutes', 'useLinkClickHandler',
  'matchPath', 'matchRoutes', 'generatePath', 'createSearchParams', 'resolvePath', 'createPath', 'parsePath',
];

/**
 * MUI entries that the remotes import and the shell itself does not. The shell provides them all
 * the same (without loading them until a remote asks), so that a remote gets the shell's copy,
 * whose internals (ButtonBase, the styles and system code, transitions) the shell has loaded
 * already, instead of downloading its own copy of those internals. A name missing here still
 * works, the remote then loads its own copy; `check-shared-exports.cjs` lists what is missing.
 */
const MUI_ENTRIES_FOR_REMOTES = [
  'AppBar', 'Card', 'CardActionArea', 'CardActions', 'CardContent', 'CardHeader', 'Checkbox', 'Dialog',
  'DialogActions', 'DialogContent', 'DialogTitle', 'Divider', 'FormControlLabel', 'Grid', 'LinearProgress',
  'Select', 'Skeleton', 'Tab', 'Table', 'TableBody', 'TableCell', 'TableContainer', 'TableHead', 'TablePagination', 'TableRow', 'TableSortLabel',
  'Tabs', 'Toolbar', 'Tooltip', 'Switch',
  'FormControl', 'FormGroup', 'FormLabel', 'InputLabel', 'Radio', 'RadioGroup', 'ListItemIcon',
  'Autocomplete', 'ButtonBase',
];

/** Host only: the MUI_ENTRIES_FOR_REMOTES as resolved paths, which the shell provides without importing them. */
function providedForRemotes() {
  const pkgPath = require.resolve('@mui/material/package.json');
  const { version, exports: entries } = require(pkgPath);
  // the ES module file webpack picks for `import '@mui/material/<entry>'` (the `import` condition)
  const esmFile = (entry) => path.join(path.dirname(pkgPath), entries[`./${entry}`].import.default);
  return Object.fromEntries(
    MUI_ENTRIES_FOR_REMOTES.map((entry) => [
      `@mui/material/${entry}`,
      { singleton: true, version, requiredVersion: false, import: esmFile(entry) },
    ]),
  );
}

/**
 * Shared singletons. Trailing-slash keys share every deep import under that prefix.
 * `requiredVersion` comes from the root package.json for npm packages; the workspace libs are
 * versioned together with the apps, so any version is accepted.
 *
 * Only what holds state is shared (docs/architecture.md, "Deploying a micro-frontend alone"): the
 * shell's copy is the one every remote gets, whatever the remote was built against, so a name a
 * remote needs and the deployed shell's copy lacks is `undefined`. Of the workspace libs, that is
 * `@mailplan/api` (its core: the one `api`, the store) and `@mailplan/ui` (the toasts' context).
 * Their subpaths (`@mailplan/api/endpoints/<domain>`, `@mailplan/ui/components`, ...) and the
 * stateless `@mailplan/shared` (constants, texts, pure helpers) are bundled by each app, the
 * current version of them, like `@mui/utils`.
 */
function sharedDependencies({ host = false } = {}) {
  const singleton = { singleton: true };
  const lib = { singleton: true, requiredVersion: false };
  return {
    react: singleton,
    'react/': singleton,
    'react-dom': singleton,
    'react-dom/': singleton,
    'react-router': { singleton: true, treeShaking: { mode: 'runtime-infer', usedExports: REACT_ROUTER_EXPORTS } },
    '@reduxjs/toolkit': singleton,
    '@reduxjs/toolkit/query': singleton,
    '@reduxjs/toolkit/query/react': singleton,
    'react-redux': singleton,
    '@emotion/react': singleton,
    '@emotion/styled': singleton,
    '@emotion/cache': singleton,
    '@mui/material/': singleton,
    '@mui/system/': singleton,
    '@mui/styled-engine': singleton,
    '@mailplan/api': lib,
    '@mailplan/ui': lib,
    ...(host && providedForRemotes()),
  };
}

/**
 * The workspace libs an app bundles rather than shares (`@mailplan/shared`, the endpoint files of
 * `@mailplan/api/endpoints/*`, and in the shell `@mailplan/ui/components`): what several of the
 * app's lazy chunks use goes into ONE chunk, `mailplan-libs`, instead of one small file per set
 * of chunks using it (splitChunks' default with `minSize: 0`), each a request of its own, about
 * one round trip on a real link (mfe-strategy's /email-concepts fetched eight files of about 1 KB
 * each). Code a single chunk uses stays in it; the shell's startup chunk keeps its own. A remote
 * leaves out `@mailplan/ui`'s subpaths (the AI dialogs, forms, detail pages): merged, /modules
 * would download the campaign form's.
 */
const forSharedModule = (chunk) =>
  [...chunk.groupsIterable].some((group) => group.origins.some(({ module }) => module?.type === 'consume-shared-module' || module?.type === 'provide-module'));

function bundledLibsCacheGroup({ host }) {
  return {
    name: 'mailplan-libs',
    test: host ? /[\\/]libs[\\/](shared|api|ui)[\\/]src[\\/]/ : /[\\/]libs[\\/](shared|api)[\\/]src[\\/]/,
    // not the chunks of shared modules' own copies (a remote's fallbacks, the host's provides),
    // which load only when the shell has none
    chunks: (chunk) => !chunk.hasRuntime() && !chunk.canBeInitial() && chunk.name !== 'bootstrap' && !forSharedModule(chunk),
    minChunks: 2,
    priority: 80,
    reuseExistingChunk: false,
  };
}

/**
 * @param {object} options
 * @param {string} options.name       federation name, a JS identifier (`shell`, `mfe_campaigns`)
 * @param {string} options.root       the app folder (absolute)
 * @param {Record<string,string>} [options.exposes]  remote only: public name → file
 * @param {string} [options.title]    page title of the app's index.html
 */
function createFederatedConfig({ name, root, exposes, title = 'Mailplan' }) {
  const isHost = !exposes;
  const port = PORTS[name];
  return (_env, argv = {}) => {
    const production = (argv.mode || process.env.NODE_ENV) !== 'development';
    const mode = production ? 'production' : 'development';
    // The host's first screen comes in few files, preloaded by index.html (startup-chunks.cjs).
    const startup = isHost ? new StartupChunksPlugin() : null;
    return {
      mode,
      context: root,
      entry: { main: path.join(root, 'src/index.ts') },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(root, 'dist'),
        // The host is always served from the origin root; a remote finds its chunks next to
        // its remoteEntry.js wherever that is served from.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: name,
        // The cut-down shared packages are written to independent-packages/ by a second pass.
        clean: { keep: /independent-packages/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'],
        // Workspace libs are consumed from their TypeScript sources.
        conditionNames: ['source', '...'],
        // libs/shared is also compiled for the Node ESM backend, so its imports end in `.js`.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.(png|svg|jpe?g|gif|woff2?)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimizer: [
          (compiler) => {
            const MinimizerPlugin = require(
              require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack'))] }),
            );
            new MinimizerPlugin({
              minify: MinimizerPlugin.swcMinify,
              minimizerOptions: { compress: { passes: 2 }, mangle: true },
            }).apply(compiler);
          },
        ],
        splitChunks: {
          minSize: 0,
          cacheGroups: {
            ...(startup && { startupShared: startup.cacheGroup(), laterShared: startup.laterCacheGroup() }),
            mailplanLibs: bundledLibsCacheGroup({ host: isHost }),
          },
        },
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost
            ? { remotes: {} }
            : { filename: 'remoteEntry.js', exposes }),
          shared: sharedDependencies({ host: isHost }),
          // 'version-first' (the default) fetches and initialises every registered remote's
          // remoteEntry.js on the first shared-module load, to compare versions; every shared
          // module is a singleton the shell provides, so the first loaded copy is the one to use
          // and a page needs only its own remote.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: !isHost,
          experiments: { optimization: { target: 'web', disableSnapshot: true } },
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          // The standalone page of a remote is served from its own origin's root; deep links
          // like /email-strategy/generate must still find main.js.
          publicPath: '/',
          scriptLoading: 'defer',
        }),
        new SiteIconsPlugin(),
        ...(startup ? [startup] : []),
        // mf-shared-imports.json, and for the shell mf-shared-exports.json: what the deploy guard compares
        new DeployGuardPlugin({ name, host: isHost, root: workspaceRoot, cutDown: { 'react-router': REACT_ROUTER_EXPORTS } }),
        ...(production ? precompressed() : []),
      ],
      devServer: {
        port,
        host: 'localhost',
        historyApiFallback: true,
        static: false,
        hot: false,
        liveReload: true,
        headers: isHost
          ? undefined
          : { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
        proxy: [{ context: ['/api'], target: API_TARGET, changeOrigin: false }],
        client: { overlay: { warnings: false, errors: true } },
        setupMiddlewares: (middlewares) => {
          if (isHost) {
            middlewares.unshift({
              name: 'mf-remotes-manifest',
              path: '/mf-remotes.json',
              middleware: (_req, res) => {
                res.setHeader('Content-Type', 'application/json');
                res.setHeader('Cache-Control', 'no-cache');
                res.end(JSON.stringify(devRemoteManifest()));
              },
            });
          }
          return middlewares;
        },
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createFederatedConfig, sharedDependencies, REACT_ROUTER_EXPORTS, MUI_ENTRIES_FOR_REMOTES, devRemoteManifest, PORTS, workspaceRoot };
