// Which remote each role runs: the configured URLs, overridden by `<DEPLOY_DIR>/remotes.json` when a deploy
// has written one (scripts/deploy-remote.ts). Read again whenever the file changes, so switching a version
// (a deploy or a rollback) takes effect on the next page load, with no restart and no rebuild.
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';

export type RemotesJson = Record<string, string>;
type Source = () => RemotesJson;

const sources = new WeakMap<object, Source>();

/** The current `remotes.json` for this configuration (one cached reader per config object). */
export function currentRemotes(config: Pick<AppConfig, 'remotes' | 'deployDir'>): RemotesJson {
  let source = sources.get(config);
  if (!source) {
    source = remotesSource(config);
    sources.set(config, source);
  }
  return source();
}

function remotesSource(config: Pick<AppConfig, 'remotes' | 'deployDir'>): Source {
  const file = path.join(config.deployDir, 'remotes.json');
  const defaults: RemotesJson = { ...config.remotes };
  let seen = '';
  let value = defaults;
  return () => {
    let stamp: string;
    try {
      const st = fs.statSync(file);
      stamp = `${st.mtimeMs}:${st.size}`;
    } catch {
      return defaults; // nothing deployed: the configured URLs
    }
    if (stamp !== seen) {
      try {
        const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
        value = { ...defaults, ...(parsed as RemotesJson) };
      } catch {
        // A half-written or broken file: keep serving the last good answer (the deploy script writes atomically).
      }
      seen = stamp;
    }
    return value;
  };
}
