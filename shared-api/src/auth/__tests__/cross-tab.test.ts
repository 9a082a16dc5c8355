/** @jest-environment node */
// Two tabs, one session (issue 10): simulated tabs of one browser, each with its own session store and
// HTTP client, sharing localStorage, a BroadcastChannel and Web Locks the way real tabs do (events
// reach the other tabs later, never the tab that wrote).
import { createHttpClient } from '../../client/http';
import { createSessionStore, type SessionEnv } from '../auth-store';

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));
/** How late BroadcastChannel messages and storage events reach the other tabs. */
const EVENT_DELAY_MS = 30;

class MemoryStorage implements Storage {
  constructor(
    private map = new Map<string, string>(),
    private changed: (key: string | null) => void = () => undefined,
  ) {}
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
    this.changed(k);
  }
  removeItem(k: string) {
    if (this.map.delete(k)) this.changed(k);
  }
  clear() {
    this.map.clear();
    this.changed(null);
  }
}

interface Tab {
  store: ReturnType<typeof createSessionStore>['store'];
  client: ReturnType<typeof createHttpClient>;
  fail: jest.Mock;
  local: Storage;
  session: Storage;
  onStorage: ((e: StorageEvent) => void)[];
  onMessage: ((m: unknown) => void)[];
}

/** The server: the tabs' access token a1 has expired; reissue with r1 gives a2/r2 once. r1 again is
 * refused unless `grace` (the server's 10-second window, which answers the same pair again); without
 * it the client alone must avoid a second reissue. */
function fakeServer(grace = false) {
  const reissues: string[] = [];
  let live = { access: '', refresh: 'r1' };
  let previous = { refresh: '', next: live };
  let n = 1;
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    if (String(input).endsWith('/api/reissue')) {
      const sent = headers['x-refresh-token'] ?? '';
      reissues.push(sent);
      await tick(10);
      if (grace && sent === previous.refresh) {
        return new Response(null, {
          status: 200,
          headers: {
            authorization: `Bearer ${previous.next.access}`,
            'x-refresh-token': previous.next.refresh,
          },
        });
      }
      if (sent !== live.refresh) {
        return new Response(JSON.stringify({ message: '다시 로그인해주세요.', code: 'REFRESH_REUSED' }), {
          status: 401,
        });
      }
      n += 1;
      live = { access: `a${n}`, refresh: `r${n}` };
      previous = { refresh: sent, next: live };
      return new Response(null, {
        status: 200,
        headers: { authorization: `Bearer ${live.access}`, 'x-refresh-token': live.refresh },
      });
    }
    if (live.access && headers.authorization === `Bearer ${live.access}`) {
      return new Response(JSON.stringify({ ok: true }), { status: 200 });
    }
    return new Response(JSON.stringify({ message: '로그인이 만료되었습니다.', code: 'TOKEN_EXPIRED' }), {
      status: 401,
    });
  }) as typeof fetch;
  return { fetchFn, reissues };
}

function browser(opts: { locks?: boolean; channel?: boolean; grace?: boolean } = {}) {
  const localMap = new Map<string, string>();
  const tabs: Tab[] = [];
  let tail: Promise<unknown> = Promise.resolve();
  // navigator.locks, exclusive: one holder at a time, in request order.
  const locks: SessionEnv['locks'] =
    (opts.locks ?? true)
      ? {
          request<T>(_name: string, fn: () => Promise<T>): Promise<T> {
            const run = tail.then(fn, fn);
            tail = run.catch(() => undefined);
            return run;
          },
        }
      : null;
  const server = fakeServer(opts.grace);
  const later = (fn: () => void) => setTimeout(fn, EVENT_DELAY_MS);

  function open(): Tab {
    const tab = { onStorage: [], onMessage: [], fail: jest.fn() } as unknown as Tab;
    const others = () => tabs.filter((t) => t !== tab);
    tab.local = new MemoryStorage(localMap, (key) =>
      others().forEach((t) =>
        later(() => t.onStorage.forEach((l) => l({ storageArea: t.local, key } as StorageEvent))),
      ),
    );
    tab.session = new MemoryStorage();
    const env: SessionEnv = {
      local: tab.local,
      session: tab.session,
      channel:
        (opts.channel ?? true)
          ? {
              post: (m) => others().forEach((t) => later(() => t.onMessage.forEach((l) => l(m)))),
              listen: (fn) => tab.onMessage.push(fn),
            }
          : null,
      events: { addEventListener: (_type, fn) => tab.onStorage.push(fn) },
      locks,
    };
    tabs.push(tab);
    const { store, withReissueLock } = createSessionStore(env);
    tab.store = store;
    tab.fail.mockImplementation(() => store.getState().clear());
    tab.client = createHttpClient({
      fetchFn: server.fetchFn,
      tokens: {
        get: () => ({
          accessToken: store.getState().accessToken,
          refreshToken: store.getState().refreshToken,
        }),
        set: (t) => store.getState().setTokens(t),
        fail: tab.fail,
        lock: withReissueLock,
        reload: () => store.getState().reload(),
      },
    });
    return tab;
  }
  return { open, server, localMap };
}

const signIn = (tab: Tab, autoLogin: boolean) => {
  tab.store.getState().setTokens({ accessToken: 'a1', refreshToken: 'r1' }, autoLogin);
  tab.store.getState().setRole('ROLE_CAREGIVER');
};

describe('two tabs, one session', () => {
  it('with 자동로그인: an expired access token in both tabs costs one reissue, and both keep working', async () => {
    const b = browser();
    const tabA = b.open();
    signIn(tabA, true);
    const tabB = b.open(); // opened later: reads the session from localStorage
    expect(tabB.store.getState().refreshToken).toBe('r1');

    const results = await Promise.all([
      tabA.client.get('/api/caregiver/main'),
      tabB.client.get('/api/caregiver/main'),
      tabB.client.get('/api/caregiver/mypage'),
    ]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(b.server.reissues).toEqual(['r1']);
    await tick(EVENT_DELAY_MS * 2);
    for (const tab of [tabA, tabB]) {
      expect(tab.store.getState()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
      expect(tab.fail).not.toHaveBeenCalled();
    }
    expect(b.localMap.get('refreshToken')).toBe('r2');
  });

  it('without Web Locks (jsdom, old browsers) each tab still reissues at most once', async () => {
    const b = browser({ locks: false });
    const tabA = b.open();
    signIn(tabA, true);
    const tabB = b.open();
    await Promise.all([tabA.client.get('/api/x'), tabA.client.get('/api/y')]);
    expect(b.server.reissues).toEqual(['r1']);
    // Tab B learns of the new pair from the other tab and needs no reissue of its own.
    await tick(EVENT_DELAY_MS * 2);
    await expect(tabB.client.get('/api/x')).resolves.toEqual({ ok: true });
    expect(b.server.reissues).toEqual(['r1']);
  });

  it('logout in one tab logs out the other', async () => {
    const b = browser();
    const tabA = b.open();
    signIn(tabA, true);
    const tabB = b.open();
    tabA.store.getState().clear();
    await tick(EVENT_DELAY_MS * 2);
    expect(tabB.store.getState()).toMatchObject({ accessToken: null, refreshToken: null, role: null });
    expect(b.localMap.get('refreshToken')).toBeUndefined();
  });

  it('logout reaches the other tab through storage events alone where BroadcastChannel is missing', async () => {
    const b = browser({ channel: false });
    const tabA = b.open();
    signIn(tabA, true);
    const tabB = b.open();
    tabA.store.getState().clear();
    await tick(EVENT_DELAY_MS * 2);
    expect(tabB.store.getState().refreshToken).toBeNull();
  });

  it('without 자동로그인 a new tab borrows the session of an open tab and keeps it out of localStorage', async () => {
    const b = browser({ grace: true });
    const tabA = b.open();
    signIn(tabA, false);
    const tabB = b.open();
    expect(tabB.store.getState()).toMatchObject({ refreshToken: null, joining: true });
    await tick(EVENT_DELAY_MS * 3);
    expect(tabB.store.getState()).toMatchObject({
      accessToken: 'a1',
      refreshToken: 'r1',
      role: 'ROLE_CAREGIVER',
      joining: false,
    });
    expect(tabB.session.getItem('refreshToken')).toBe('r1');
    expect(b.localMap.has('refreshToken')).toBe(false);
    // Both keep working. The new pair reaches tab B over the channel; if B's own reissue gets there first
    // it sends the same r1 and the server's grace window answers it the same pair.
    await Promise.all([tabA.client.get('/api/x'), tabB.client.get('/api/x')]);
    expect(new Set(b.server.reissues)).toEqual(new Set(['r1']));
    await tick(EVENT_DELAY_MS * 2);
    expect(tabA.fail).not.toHaveBeenCalled();
    expect(tabB.fail).not.toHaveBeenCalled();
    expect(tabB.session.getItem('refreshToken')).toBe('r2');
    expect(b.localMap.has('refreshToken')).toBe(false);
  });

  it('a new tab with no open session anywhere stops waiting and has none', async () => {
    const b = browser();
    const tab = b.open();
    expect(tab.store.getState().joining).toBe(true);
    await tick(400);
    expect(tab.store.getState()).toMatchObject({ joining: false, refreshToken: null });
  });
});
