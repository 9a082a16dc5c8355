// Signed-in cold start (issue 14, step 3): the signed-in start (signed-in-start.ts, no shared imports) starts
// the role's remote chain itself, before React, the shared modules and the federation runtime are ready:
// `/remotes.json`, then the stored role's `mf-manifest.json`, then `<link rel="preload">` for the remote's entry
// and its `./role` chunk. It hands the responses to the remote loading (warm-start.ts → remote-config.ts and
// load-role.ts's earlyManifestPlugin), which then finds the scripts already downloading. The stored role is only a hint: nothing runs from these requests until
// `/api/user` has answered and the guard asks for that role (a wrong hint costs a download, never a screen),
// and the manifest still goes through the compatibility check before any of the remote's code runs.
// Nothing of the remotes' loading code is imported here (it stays in one chunk for both ways in).
import roleRemotes from './role-remotes.json';

export type RemotesJson = Record<string, string | undefined>;

/** What the early start has under way: remotes.json, and the manifest responses by absolute URL. */
export interface EarlyRemote {
  remotesJson: Promise<RemotesJson>;
  manifests: Map<string, Promise<Response>>;
}

const fetchRemotesJson = (): Promise<RemotesJson> =>
  fetch('/remotes.json', { cache: 'no-cache' }).then((r) => {
    if (!r.ok) throw new Error(`remotes.json ${r.status}`);
    return r.json() as Promise<RemotesJson>;
  });

interface ManifestLike {
  metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** The remote's entry and the `./role` module's own chunks, as the runtime will ask for them. */
export function scriptsOf(manifestUrl: string, manifest: ManifestLike): string[] {
  const meta = manifest.metaData ?? {};
  // `publicPath: auto` (our remotes): files sit beside the manifest.
  const base = new URL(meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : './', manifestUrl);
  const entry = meta.remoteEntry?.name;
  const entryPath = meta.remoteEntry?.path ? `${meta.remoteEntry.path.replace(/\/?$/, '/')}` : '';
  const role = (manifest.exposes ?? []).find((e) => e.name === 'role');
  const chunks = role?.assets?.js?.sync ?? [];
  return [
    ...(entry ? [new URL(entryPath + entry, base).href] : []),
    ...chunks.map((c) => new URL(c, base).href),
  ];
}

function preloadScript(href: string) {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'script');
  link.setAttribute('href', href);
  document.head.appendChild(link);
}

/** Starts remotes.json → manifest → entry preloads for the stored role (a hint); errors are left to the runtime. */
export function startEarlyRemote(role: string | null): EarlyRemote | null {
  const name = role ? (roleRemotes as Record<string, string | undefined>)[role] : undefined;
  if (!name) return null;
  const early: EarlyRemote = { remotesJson: fetchRemotesJson(), manifests: new Map() };
  early.remotesJson
    .then((urls) => {
      const url = urls[name];
      if (!url) return;
      const manifestUrl = new URL(url, window.location.href).href;
      // The runtime fetches the manifest with `fetch(url, {})`; it gets this response instead.
      const response = fetch(manifestUrl, {});
      early.manifests.set(manifestUrl, response);
      return response.then((r) =>
        r.ok
          ? (r.clone().json() as Promise<ManifestLike>).then((m) =>
              scriptsOf(manifestUrl, m).forEach(preloadScript),
            )
          : undefined,
      );
    })
    .catch(() => undefined); // the runtime asks again and reports a failure itself
  return early;
}
