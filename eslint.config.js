// Lint for every package, with the import boundaries of ARCHITECTURE.md:
// no remote -> remote, no remote -> shell, no shell -> remote source, server -> shared-api/contracts only.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');

// The shared react-router-dom is the shell's subset (shell/src/federation/react-router-dom.ts): only
// these names exist at run time, so only these may be imported. react-router itself is not shared.
const ROUTER_NAMES = [
  'BrowserRouter',
  'MemoryRouter',
  'Routes',
  'Route',
  'Navigate',
  'Outlet',
  'Link',
  'NavLink',
  'useNavigate',
  'useLocation',
  'useParams',
  'useSearchParams',
  'useRoutes',
  'useMatch',
  'useOutletContext',
  'useNavigationType',
  'useInRouterContext',
  'generatePath',
  'matchPath',
  'createSearchParams',
  'RouteObject',
  'NavigateFunction',
  'Location',
  'Params',
  'To',
  'LinkProps',
  'NavLinkProps',
  'SetURLSearchParams',
];
const routerPaths = [
  {
    name: 'react-router-dom',
    allowImportNames: ROUTER_NAMES,
    message:
      'Only the routing API the shell shares (shell/src/federation/react-router-dom.ts) exists at run time.',
  },
  { name: 'react-router', message: 'Import from react-router-dom: react-router itself is not shared.' },
];
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { paths: routerPaths, patterns }],
});
const outOf = (dirs) => dirs.flatMap((d) => [`**/${d}/src/**`, `${d}`, `${d}/*`]);

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
      },
    },
    rules: {
      // TypeScript checks globals in .ts; plain JS here is Node configs and scripts.
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: restrict([]),
  },
  {
    files: ['caregiver-app/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: outOf(['manager-app', 'admin-app', 'shell']).concat([
          '../../manager-app/**',
          '../../admin-app/**',
          '../../shell/**',
        ]),
        message: 'A remote imports only shared-ui and shared-api.',
      },
    ]),
  },
  {
    files: ['manager-app/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: outOf(['caregiver-app', 'admin-app', 'shell']).concat([
          '../../caregiver-app/**',
          '../../admin-app/**',
          '../../shell/**',
        ]),
        message: 'A remote imports only shared-ui and shared-api.',
      },
    ]),
  },
  {
    files: ['admin-app/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: outOf(['caregiver-app', 'manager-app', 'shell']).concat([
          '../../caregiver-app/**',
          '../../manager-app/**',
          '../../shell/**',
        ]),
        message: 'A remote imports only shared-ui and shared-api.',
      },
    ]),
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: outOf(['caregiver-app', 'manager-app', 'admin-app']),
        message: 'The shell loads remotes only through loadRemote.',
      },
    ]),
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}', 'shared-api/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: outOf(['caregiver-app', 'manager-app', 'admin-app', 'shell', 'server']),
        message: 'Shared packages import no app.',
      },
    ]),
  },
  {
    // shared-ui's entries are shared modules of their own (docs/adr/0046): a file outside the core that
    // reached a core file by a relative path would put a second copy of it into its entry's chunk.
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    ignores: [
      'shared-ui/src/core.ts',
      'shared-ui/src/{theme,global-style,messages}.ts',
      'shared-ui/src/theme-provider.tsx',
      'shared-ui/src/layout/app-frame.tsx',
      'shared-ui/src/components/{button,spinner,visually-hidden,text-field,checkbox}.tsx',
      'shared-ui/src/icons/**',
      'shared-ui/src/test-utils.tsx',
      'shared-ui/src/testing/**',
      '**/__tests__/**',
    ],
    rules: restrict([
      {
        group: outOf(['caregiver-app', 'manager-app', 'admin-app', 'shell', 'server']),
        message: 'Shared packages import no app.',
      },
      {
        group: [
          '**/theme',
          '**/global-style',
          '**/theme-provider',
          '../messages',
          '**/app-frame',
          '**/button',
          '**/spinner',
          '**/visually-hidden',
          '**/text-field',
          '**/checkbox',
          '**/icons',
          '**/icon-base',
        ],
        allowTypeImports: true,
        message:
          "Import the core's names from '@dolbom/shared-ui/core' (or '@dolbom/shared-ui'), not by a relative path.",
      },
    ]),
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@dolbom/shared-api', message: 'The server imports only @dolbom/shared-api/contracts.' },
            { name: '@dolbom/shared-ui', message: 'The server imports no browser code.' },
          ],
          patterns: [
            {
              group: ['@dolbom/shared-ui/*', '@dolbom/shared-api/*', '!@dolbom/shared-api/contracts'],
              message: 'The server imports only @dolbom/shared-api/contracts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Each entry of shared-api is its own shared module: reaching into another entry by a relative
    // path would bundle a second copy of it (a second auth store). Import '@dolbom/shared-api' instead.
    files: ['shared-api/src/hooks/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['../*'], message: "Import the core as '@dolbom/shared-api', not by a relative path." },
    ]),
  },
  {
    // The one place that builds the shared subset from react-router itself.
    files: ['shell/src/federation/react-router-dom.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
