const { createConfig } = require('../webpack.common');

module.exports = (_env, argv) =>
  createConfig(
    { name: 'caregiver', dir: __dirname, port: 8082, exposes: { './role': './src/role.tsx' } },
    argv,
  );
