import { checkCompat, describeRefusal, satisfies, type ProvidedShared } from '../compat';
import { RemoteRefusedError, remoteCompatGuard } from '../remote-compat-guard';

const shell: ProvidedShared = {
  react: { version: '19.3.1', singleton: true },
  '@dolbom/shared-api/session': { version: '1.0.0', singleton: true },
  '@dolbom/shared-ui': { version: '1.0.0', singleton: false },
};

describe('satisfies', () => {
  it.each([
    ['1.0.0', '^1.0.0', true],
    ['1.2.3', '^1.1.0', true],
    ['1.0.0', '^1.1.0', false],
    ['2.0.0', '^1.0.0', false],
    ['0.2.1', '^0.2.0', true],
    ['0.3.0', '^0.2.0', false],
    ['19.3.1', '19.3.1', true],
    ['19.3.2', '19.3.1', false],
    ['1.0.0', '*', true],
    ['1.0.0', '>=1.0.0 <2', false],
  ])('%s in %s → %s', (v, r, expected) => expect(satisfies(v, r)).toBe(expected));
});

describe('checkCompat', () => {
  it('uses the shell copy when it fits and the remote copy of a versioned module when it does not', () => {
    const report = checkCompat(shell, [
      { name: 'react', requiredVersion: '^19.3.0', singleton: true },
      { name: '@dolbom/shared-ui', requiredVersion: '^1.1.0', singleton: false, version: '1.1.0' },
    ]);
    expect(report.ok).toBe(true);
    expect(report.shared.map((s) => s.use)).toEqual(['shell', 'own']);
  });

  it('an old remote runs on the newer shell copy', () => {
    const newer = { ...shell, '@dolbom/shared-ui': { version: '1.4.0', singleton: false } };
    const report = checkCompat(newer, [{ name: '@dolbom/shared-ui', requiredVersion: '^1.0.0' }]);
    expect(report.shared[0]).toMatchObject({ use: 'shell', provided: '1.4.0' });
  });

  it('refuses a remote that needs a newer major of a strict singleton, naming both versions', () => {
    const report = checkCompat(shell, [
      { name: '@dolbom/shared-api/session', requiredVersion: '^2.0.0', singleton: true },
    ]);
    expect(report.ok).toBe(false);
    expect(report.refused).toEqual([
      { name: '@dolbom/shared-api/session', required: '^2.0.0', provided: '1.0.0', use: 'refused' },
    ]);
    expect(describeRefusal('caregiver', report)).toContain('^2.0.0');
    expect(describeRefusal('caregiver', report)).toContain('1.0.0');
  });

  it('refuses a singleton the shell does not provide at all', () => {
    const report = checkCompat(shell, [{ name: 'jotai', requiredVersion: '^2.0.0', singleton: true }]);
    expect(report.refused[0]).toMatchObject({ name: 'jotai', provided: null });
  });
});

describe('remoteCompatGuard', () => {
  const run = (shared: unknown[]) => {
    const hook = remoteCompatGuard(shell).loadRemoteSnapshot as (a: unknown) => unknown;
    return () => hook({ manifestJson: { name: 'caregiver', shared }, moduleInfo: { name: 'caregiver' } });
  };

  it('lets a fitting remote through', () => {
    expect(run([{ name: 'react', requiredVersion: '^19.0.0', singleton: true }])).not.toThrow();
  });

  it('stops a remote before its code loads when a singleton does not fit', () => {
    expect(run([{ name: 'react', requiredVersion: '^20.0.0', singleton: true }])).toThrow(RemoteRefusedError);
  });
});
