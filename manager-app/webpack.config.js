const { createConfig } = require('../webpack.common');

module.exports = (_env, argv) =>
  createConfig(
    { name: 'manager', dir: __dirname, port: 8083, exposes: { './role': './src/role.tsx' } },
    argv,
  );
