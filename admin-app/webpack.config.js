const { createConfig } = require('../webpack.common');

module.exports = (_env, argv) =>
  createConfig({ name: 'admin', dir: __dirname, port: 8084, exposes: { './role': './src/role.tsx' } }, argv);
