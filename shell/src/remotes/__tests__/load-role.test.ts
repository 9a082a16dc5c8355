import type { RoleModule } from '@dolbom/shared-api';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  loadRemote: (...a: unknown[]) => loadRemote(...a),
  registerRemotes: (...a: unknown[]) => registerRemotes(...a),
}));

const prefetch = jest.fn();
const role = { routes: [], tabs: [], HomeHeader: () => null, prefetch } as RoleModule;

beforeEach(() => {
  jest.resetModules();
  loadRemote.mockReset().mockResolvedValue({ default: role });
  registerRemotes.mockReset();
  prefetch.mockReset();
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: async () => ({ caregiver: '/apps/caregiver/1/mf-manifest.json' }),
  }) as unknown as typeof fetch;
});

it('shares the first load between the warm start and the guard, and prefetches the home once', async () => {
  const { loadRoleModule } = await import('../load-role');
  const [a, b] = await Promise.all([loadRoleModule('caregiver', 0), loadRoleModule('caregiver', 0)]);
  expect(a).toBe(role);
  expect(b).toBe(role);
  expect(loadRemote).toHaveBeenCalledTimes(1);
  expect(prefetch).toHaveBeenCalledTimes(1);
});

it('다시 시도 loads afresh with a forced registration', async () => {
  const { loadRoleModule } = await import('../load-role');
  loadRemote.mockRejectedValueOnce(new Error('down'));
  await expect(loadRoleModule('caregiver', 0)).rejects.toThrow('down');
  await expect(loadRoleModule('caregiver', 1)).resolves.toBe(role);
  expect(registerRemotes).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'caregiver' })], {
    force: true,
  });
});
