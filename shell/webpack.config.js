const path = require('path');
const CopyPlugin = require('copy-webpack-plugin');
const { createConfig } = require('../webpack.common');

const pretendard = path.dirname(require.resolve('pretendard/package.json'));

// `env.sharedVersions` / `env.alias`: e2e variant builds of a newer shell (e2e/fixtures/skew/build-variants.ts).
module.exports = (env = {}, argv) =>
  createConfig(
    {
      name: 'shell',
      sharedVersions: env.sharedVersions,
      alias: env.alias,
      dir: __dirname,
      port: 8081,
      publicPath: '/',
      // The remote loader is reached two ways (the signed-in warm start and the guarded app); small as it is,
      // webpack would copy it into both chunks and a cold start would download it twice (issue 45).
      cacheGroups: {
        remoteLoader: {
          test: /[\\/]shell[\\/]src[\\/]remotes[\\/]/,
          chunks: 'async',
          minSize: 0,
          name: 'remote-loader',
        },
      },
      plugins: [
        // Only the dynamic-subset CSS and its slices: the browser downloads just the unicode ranges a page uses.
        new CopyPlugin({
          patterns: [
            { from: path.join(__dirname, 'public/favicon.svg'), to: 'favicon.svg' },
            // PWA: the manifest, its icons and the service worker (served from the root scope, no-cache).
            { from: path.join(__dirname, 'public/manifest.webmanifest'), to: 'manifest.webmanifest' },
            { from: path.join(__dirname, 'public/sw.js'), to: 'sw.js' },
            { from: path.join(__dirname, 'public/icons'), to: 'icons/' },
            {
              from: path.join(pretendard, 'dist/web/variable/pretendardvariable-dynamic-subset.css'),
              to: 'fonts/pretendard/',
            },
            {
              from: path.join(pretendard, 'dist/web/variable/woff2-dynamic-subset'),
              to: 'fonts/pretendard/woff2-dynamic-subset/',
            },
            { from: path.join(pretendard, 'LICENSE.txt'), to: 'fonts/pretendard/', noErrorOnMissing: true },
          ],
        }),
      ],
      devServer: {
        proxy: [{ context: ['/api', '/remotes.json', '/apps'], target: 'http://localhost:8080' }],
      },
    },
    argv,
  );
