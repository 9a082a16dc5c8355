// Whether a remote can run in a shell: the remote's mf-manifest.json `shared` list against the versions the
// shell provides (`__SHELL_SHARED__` in the bundle, `provided-shared.json` next to the build). Used by the
// shell before it loads any of a remote's code, and by `npm run check:compat` before a deploy.
// Pure and dependency-free, so the script runs it under Node as it is.

export interface ProvidedShared {
  [name: string]: { version: string; singleton: boolean };
}

/** The parts of an mf-manifest.json `shared` entry this check reads. */
export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string;
  singleton?: boolean;
}

export interface SharedVerdict {
  name: string;
  required: string;
  /** The shell's version, or null when the shell does not provide the module at all. */
  provided: string | null;
  /** refused: a strict singleton the shell cannot give; shell: the shell's copy is used; own: the remote's. */
  use: 'shell' | 'own' | 'refused';
}

export interface CompatReport {
  ok: boolean;
  shared: SharedVerdict[];
  refused: SharedVerdict[];
}

function parse(v: string): [number, number, number] | null {
  const m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(v.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

const atLeast = (a: [number, number, number], b: [number, number, number]) =>
  a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] >= b[2];

/**
 * Whether `version` satisfies `range`. Our builds write only `^x.y.z` and exact `x.y.z` ranges (webpack.common.js);
 * `*` and an empty range accept anything. Anything else is treated as unsatisfied, so it is never silently let in.
 */
export function satisfies(version: string, range: string): boolean {
  const r = range.trim();
  if (r === '' || r === '*') return true;
  const v = parse(version);
  if (!v) return false;
  if (r.startsWith('^')) {
    const min = parse(r.slice(1));
    if (!min) return false;
    // Caret: the same left-most non-zero part.
    const same =
      min[0] > 0
        ? v[0] === min[0]
        : min[1] > 0
          ? v[0] === 0 && v[1] === min[1]
          : v[0] === 0 && v[1] === 0 && v[2] === min[2];
    return same && atLeast(v, min);
  }
  const exact = parse(r);
  return !!exact && exact[0] === v[0] && exact[1] === v[1] && exact[2] === v[2];
}

export function checkCompat(provided: ProvidedShared, remoteShared: readonly ManifestShared[]): CompatReport {
  const shared = remoteShared.map((s): SharedVerdict => {
    const required = s.requiredVersion ?? '*';
    const mine = provided[s.name];
    const fits = !!mine && satisfies(mine.version, required);
    // A singleton on either side is one instance per page: the remote cannot bring its own.
    const strict = !!s.singleton || !!mine?.singleton;
    const use = fits ? 'shell' : strict ? 'refused' : 'own';
    return { name: s.name, required, provided: mine?.version ?? null, use };
  });
  const refused = shared.filter((s) => s.use === 'refused');
  return { ok: refused.length === 0, shared, refused };
}

/** One line per refused module, naming both versions (the console message and the script's output). */
export function describeRefusal(remote: string, report: CompatReport): string {
  const lines = report.refused.map(
    (s) => `${s.name}: 원격 앱은 ${s.required} 필요, 셸은 ${s.provided ?? '없음'} 제공`,
  );
  return `[돌봄이음] ${remote} 원격 앱을 이 셸에서 실행할 수 없습니다 (remote requires vs shell provides) — ${lines.join('; ')}`;
}
