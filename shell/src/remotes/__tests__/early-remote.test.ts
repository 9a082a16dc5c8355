const MANIFEST_URL = 'http://localhost/apps/caregiver/3-abc/mf-manifest.json';
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [{ name: 'role', assets: { js: { sync: ['__federation_expose_role.1234abcd.js'] } } }],
};

const flush = () => new Promise((r) => setTimeout(r, 0));

const fetchMock = jest.fn();

beforeEach(() => {
  jest.resetModules();
  document.head.innerHTML = '';
  fetchMock.mockReset().mockImplementation(async (url: string) => {
    const body = url === '/remotes.json' ? { caregiver: '/apps/caregiver/3-abc/mf-manifest.json' } : manifest;
    const res = { ok: true, json: async () => body, clone: () => res };
    return res;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

it('starts remotes.json, the stored role’s manifest and preloads its entry and ./role chunk', async () => {
  const { startEarlyRemote } = await import('../early-remote');
  startEarlyRemote('ROLE_CAREGIVER');
  await flush();
  expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  expect(fetchMock).toHaveBeenCalledWith(MANIFEST_URL, {});
  const preloads = [...document.head.querySelectorAll('link[rel=preload][as=script]')].map((l) =>
    l.getAttribute('href'),
  );
  expect(preloads).toEqual([
    'http://localhost/apps/caregiver/3-abc/remoteEntry.js',
    'http://localhost/apps/caregiver/3-abc/__federation_expose_role.1234abcd.js',
  ]);
});

it('hands remotes.json and the manifest response to the remote loading; the runtime gets that manifest once', async () => {
  const { startEarlyRemote } = await import('../early-remote');
  const { adoptEarlyManifests, earlyManifestPlugin } = await import('../load-role');
  const early = startEarlyRemote('ROLE_CAREGIVER');
  expect(early).not.toBeNull();
  adoptEarlyManifests(early!.manifests); // before the manifest request has even started
  await flush();
  await expect(early!.remotesJson).resolves.toEqual({ caregiver: '/apps/caregiver/3-abc/mf-manifest.json' });
  const plugin = earlyManifestPlugin() as { fetch: (url: string, init: object) => unknown };
  await expect(plugin.fetch(MANIFEST_URL, {})).resolves.toBeDefined();
  expect(plugin.fetch(MANIFEST_URL, {})).toBeUndefined(); // 다시 시도 fetches a fresh manifest
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('does nothing without a known stored role', async () => {
  const { startEarlyRemote } = await import('../early-remote');
  expect(startEarlyRemote(null)).toBeNull();
  expect(startEarlyRemote('ROLE_UNKNOWN')).toBeNull();
  await flush();
  expect(fetchMock).not.toHaveBeenCalled();
});
