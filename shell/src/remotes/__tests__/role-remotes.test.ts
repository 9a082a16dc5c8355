import { ROLES } from '@dolbom/shared-api';
import type { RoleModule } from '@dolbom/shared-api';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  loadRemote: (...a: unknown[]) => loadRemote(...a),
  registerRemotes: (...a: unknown[]) => registerRemotes(...a),
}));

const role = { routes: [], tabs: [], HomeHeader: () => null } as RoleModule;
const REMOTES_JSON = {
  caregiver: '/apps/caregiver/mf-manifest.json',
  manager: '/apps/manager/mf-manifest.json',
  admin: '/apps/admin/mf-manifest.json',
};

beforeEach(() => {
  jest.resetModules();
  loadRemote.mockReset().mockResolvedValue({ default: role });
  registerRemotes.mockReset();
  global.fetch = jest
    .fn()
    .mockResolvedValue({ ok: true, json: async () => REMOTES_JSON }) as unknown as typeof fetch;
});

it('maps every role to its own remote, the operators to admin', async () => {
  const { remoteForRole } = await import('../remote-config');
  expect(Object.fromEntries(ROLES.map((r) => [r, remoteForRole(r)]))).toEqual({
    ROLE_CAREGIVER: 'caregiver',
    ROLE_MANAGER: 'manager',
    ROLE_ADMIN: 'admin',
  });
});

it('an operator registers and loads only the admin remote, at its URL from remotes.json', async () => {
  const { remoteForRole } = await import('../remote-config');
  const { loadRoleModule } = await import('../load-role');
  await expect(loadRoleModule(remoteForRole('ROLE_ADMIN'), 0)).resolves.toBe(role);
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'admin', entry: '/apps/admin/mf-manifest.json' }], {
    force: false,
  });
  expect(loadRemote).toHaveBeenCalledWith('admin/role');
});
