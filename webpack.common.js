// One config factory for the shell and both remotes: the shared table lives here only,
// so no app can quietly bundle its own React (CONVENTIONS.md, "production MF monorepos").
const path = require('path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * Writes .gz and .br next to every text asset, so the server sends them precompressed
 * (and the budget script can measure what a phone really downloads).
 */
class PrecompressPlugin {
  apply(compiler) {
    const zlib = require('zlib');
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      const { Compilation, sources } = compiler.webpack;
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const [file, source] of Object.entries(assets)) {
            if (!/\.(js|css|html|json|svg)$/.test(file)) continue;
            const buf = Buffer.from(source.buffer());
            if (buf.length < 1024) continue;
            compilation.emitAsset(`${file}.gz`, new sources.RawSource(zlib.gzipSync(buf, { level: 9 })));
            compilation.emitAsset(
              `${file}.br`,
              new sources.RawSource(
                zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
              ),
            );
          }
        },
      );
    });
  }
}

function reactRouterProduction() {
  const dir = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  return {
    'react-router$': path.join(dir, 'index.mjs'),
    'react-router/dom$': path.join(dir, 'dom-export.mjs'),
  };
}

/**
 * Preloads, from index.html, the chunks the first screen needs: the bootstrap chunk and every
 * shared module it consumes (and theirs). Without it they load one after another behind main.js.
 * Lazy routes (the guarded app) are not followed, so /login preloads nothing /login does not run.
 */
class PreloadStartupChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartupChunksPlugin',
        (data) => {
          const { chunkGraph } = compilation;
          const files = new Set();
          const seen = new Set();
          const entry = compilation.entrypoints.get('main');
          // With the host's own versions in the share scope, a consumed module is loaded through the
          // ProvideSharedModule's lazy block, so follow those chunk groups (not the consume fallbacks).
          const provided = new Map();
          for (const m of compilation.modules) {
            if (m.constructor.name !== 'ProvideSharedModule') continue;
            const group = m.blocks[0] && chunkGraph.getBlockChunkGroup(m.blocks[0]);
            if (group) provided.set(m._name, group);
          }
          const visit = (chunk) => {
            if (seen.has(chunk)) return;
            seen.add(chunk);
            for (const f of chunk.files) if (f.endsWith('.js')) files.add(f);
            for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
              if (m.constructor.name !== 'ConsumeSharedModule') continue;
              provided.get(m.options.shareKey)?.chunks.forEach(visit);
            }
          };
          for (const chunk of entry.chunks) {
            for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
              for (const b of m.blocks) {
                // Only the app's own async boundary (src/index.ts → ./bootstrap), not federation internals.
                if (b.dependencies.some((d) => d.request === './bootstrap')) {
                  chunkGraph.getBlockChunkGroup(b)?.chunks.forEach(visit);
                }
              }
            }
          }
          const publicPath =
            compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
          for (const f of [...files].sort()) {
            data.headTags.push({
              tagName: 'link',
              voidTag: true,
              meta: { plugin: 'PreloadStartupChunksPlugin' },
              attributes: { rel: 'preload', as: 'script', href: `${publicPath}${f}` },
            });
          }
          return data;
        },
      );
    });
  }
}

/**
 * Strict singletons: one instance per page, provided by the shell; a remote carries no copy and is refused
 * (a clear screen, never a crash) when the shell's version does not satisfy it (docs/adr/0014).
 * The session (tokens, role, single-flight reissue) is one of them, apart from the rest of shared-api.
 */
const STRICT_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'styled-components',
  'swr',
  // Its own copy in a remote would bring a second copy of swr's internals (the cache and SWRConfig's context),
  // and a list on it would never see the app's fetcher: one instance, the shell's.
  'swr/infinite',
  'zustand',
  '@dolbom/shared-api/session',
];
/**
 * Versioned: may exist twice. Each remote ships its own copy as a fallback; the federation runtime uses the
 * shell's copy when its version satisfies the remote's `^built` range, the remote's own copy otherwise.
 */
const VERSIONED = [
  // shared-ui in layers (docs/adr/0046): the core /login draws, the rest of the design system, and one entry
  // per feature, loaded only with the screens that use it.
  '@dolbom/shared-ui/core',
  '@dolbom/shared-ui',
  '@dolbom/shared-ui/conversation',
  '@dolbom/shared-ui/contract',
  '@dolbom/shared-ui/reviews',
  '@dolbom/shared-ui/report',
  '@dolbom/shared-ui/address',
  '@dolbom/shared-api',
  '@dolbom/shared-api/contracts',
  '@dolbom/shared-api/constants',
  '@dolbom/shared-api/hooks',
];
const SHARED = [...STRICT_SINGLETONS, ...VERSIONED];

const WORKSPACE_PACKAGES = { '@dolbom/shared-ui': 'shared-ui', '@dolbom/shared-api': 'shared-api' };
const baseOf = (name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]);

/** The version of a shared module this build contains (the session has its own, `sessionVersion`). */
function builtVersion(name) {
  const base = baseOf(name);
  const pkg = WORKSPACE_PACKAGES[base]
    ? require(path.join(__dirname, WORKSPACE_PACKAGES[base], 'package.json'))
    : require(`${base}/package.json`);
  return name === '@dolbom/shared-api/session' ? pkg.sessionVersion : pkg.version;
}

/**
 * What a build needs of each shared module: strict singletons the same major and at least the minor it was
 * built with (patches may differ); versioned modules `^built`.
 */
function requiredRange(name, version) {
  const [major, minor] = version.split('.');
  return STRICT_SINGLETONS.includes(name) ? `^${major}.${minor}.0` : `^${version}`;
}

/**
 * @param {object} pkg the app's package.json
 * @param {{ provide: boolean, versions?: Record<string,string> }} o `versions` overrides what a build
 *   claims to contain (e2e variant builds simulate other releases with it)
 */
function sharedTable(pkg, { provide, versions = {} }) {
  const deps = pkg.dependencies || {};
  const table = {};
  for (const name of SHARED) {
    if (!deps[baseOf(name)]) throw new Error(`${pkg.name} must depend on ${baseOf(name)} to share it`);
    const version = versions[name] ?? builtVersion(name);
    const strict = STRICT_SINGLETONS.includes(name);
    table[name] = {
      singleton: strict,
      requiredVersion: requiredRange(name, version),
      // The shell provides every shared module. A remote ships a fallback copy of the versioned ones only.
      ...(strict && !provide ? { import: false } : { version }),
    };
  }
  if (provide) {
    // The shell provides every entry of the workspace packages, also those its own code never imports (the
    // feature entries): a package name is provided only once something imports it, a resolved path always.
    // So a remote on the same version uses the shell's copy, built against the shell's singletons.
    for (const name of VERSIONED) {
      table[name] = { ...table[name], import: require.resolve(name), shareKey: name };
    }
    // The shared react-router-dom is the shell's declarative-routing subset (see the file for why).
    table['react-router-dom'] = {
      ...table['react-router-dom'],
      import: path.join(__dirname, 'shell/src/federation/react-router-dom.ts'),
      shareKey: 'react-router-dom',
    };
  }
  return table;
}

/** The versions a shell build provides, as `npm run check:compat` and the shell's refusal check read them. */
function providedShared(table) {
  return Object.fromEntries(
    Object.entries(table).map(([name, t]) => [name, { version: t.version, singleton: t.singleton }]),
  );
}

/**
 * @param {object} o
 * @param {'shell'|'caregiver'|'manager'} o.name federation name
 * @param {string} o.dir the app's folder
 * @param {number} o.port dev server port
 * @param {Record<string,string>} [o.exposes] remotes only
 * @param {Record<string,string>} [o.sharedVersions] see sharedTable
 * @param {Record<string,string>} [o.alias] extra resolve aliases (e2e variant builds)
 * @param {string} [o.publicPath] where the built files are served from
 * @param {import('webpack').WebpackPluginInstance[]} [o.plugins]
 * @param {Record<string, object>} [o.cacheGroups] extra split-chunk groups
 */
function createConfig(o, argv = {}) {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const prod = mode === 'production';
  const isHost = !o.exposes;
  const pkg = require(path.join(o.dir, 'package.json'));
  const shared = sharedTable(pkg, { provide: isHost, versions: o.sharedVersions });
  const { DefinePlugin, sources } = require('webpack');
  return {
    mode,
    context: o.dir,
    entry: isHost ? { main: './src/index.ts' } : {},
    devtool: prod ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(o.dir, 'dist'),
      publicPath: o.publicPath ?? 'auto',
      // Federation's runtime asks for this template without a chunk; it then gets the plain name.
      filename: prod
        ? (data) => (data.chunk && data.chunk.hash ? '[name].[contenthash:8].js' : '[name].js')
        : '[name].js',
      // Hashed in development too: there chunk names are ids, and federation emits two different chunks
      // with the same id-based name (a build error); the hash keeps them apart.
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: o.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router's package exports point every condition at its development build; use the production one.
      alias: { ...(prod ? reactRouterProduction() : {}), ...(o.alias || {}) },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          // Type checking is `tsc -b` in `npm test`; the bundle only strips types.
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, configFile: path.join(o.dir, 'tsconfig.json') },
          },
          exclude: /node_modules/,
        },
        { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      ...(o.cacheGroups ? { splitChunks: { cacheGroups: o.cacheGroups } } : {}),
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: o.name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: o.exposes }),
        manifest: !isHost,
        dts: false,
        shareStrategy: 'loaded-first',
        shared,
        runtimePlugins: o.runtimePlugins || [],
        // A lean runtime: browser-only code paths; remotes never load other remotes.
        experiments: { optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true }) } },
      }),
      ...(isHost
        ? [
            new HtmlWebpackPlugin({
              template: path.join(o.dir, 'public/index.html'),
              scriptLoading: 'defer',
              minify: prod && { collapseWhitespace: true, removeComments: true },
            }),
            new PreloadStartupChunksPlugin(),
            // The shell checks a remote's manifest against what it provides before loading any of its code.
            new DefinePlugin({ __SHELL_SHARED__: JSON.stringify(providedShared(shared)) }),
            {
              apply: (compiler) =>
                compiler.hooks.thisCompilation.tap('ProvidedSharedPlugin', (compilation) =>
                  compilation.hooks.processAssets.tap('ProvidedSharedPlugin', () =>
                    compilation.emitAsset(
                      'provided-shared.json',
                      new sources.RawSource(JSON.stringify(providedShared(shared), null, 2)),
                    ),
                  ),
                ),
            },
          ]
        : []),
      ...(o.plugins || []),
      ...(prod ? [new PrecompressPlugin()] : []),
    ],
    devServer: {
      port: o.port,
      historyApiFallback: isHost,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      ...(o.devServer || {}),
    },
  };
}

module.exports = { createConfig, SHARED, STRICT_SINGLETONS, VERSIONED, requiredRange };
