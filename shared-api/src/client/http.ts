import { AUTH_HEADER, REFRESH_HEADER, type ApiErrorBody } from '../contracts/constants';
import { ApiError, NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from './api-error';
import type { Tokens } from '../auth/auth-store';

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Every request can be aborted (no client-side timeout, as the spec says). */
  signal?: AbortSignal;
  /** Skip the bearer header and the 401 → reissue dance (login, reissue itself). */
  anonymous?: boolean;
  headers?: Record<string, string>;
  /** Answer the body as a Blob (a PDF download), not JSON. */
  blob?: boolean;
}

export interface TokenSource {
  get: () => { accessToken: string | null; refreshToken: string | null };
  set: (tokens: Tokens) => void;
  /** The refresh failed: forget the session and send the user to /login. */
  fail: () => void;
  /** Runs a reissue while no other tab runs one (Web Locks); default: only this tab's single flight. */
  lock?: <T>(fn: () => Promise<T>) => Promise<T>;
  /** Re-reads tokens another tab may have stored meanwhile. */
  reload?: () => void;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

/** Reads the token pair that login and reissue put in the response headers. */
export function tokensFromHeaders(headers: Headers): Tokens | null {
  const auth = headers.get(AUTH_HEADER);
  const refreshToken = headers.get(REFRESH_HEADER);
  if (!auth || !refreshToken) return null;
  const accessToken = auth.replace(/^Bearer\s+/i, '');
  return { accessToken, refreshToken };
}

function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null) params.append(k, String(v));
  }
  const qs = params.toString();
  return `${baseUrl}${path}${qs ? `${path.includes('?') ? '&' : '?'}${qs}` : ''}`;
}

// A hand-written shape check keeps zod out of the client bundle (it is not needed before sign-up forms).
function isErrorBody(b: unknown): b is ApiErrorBody {
  const o = b as Partial<ApiErrorBody> | null;
  return !!o && typeof o.message === 'string' && typeof o.code === 'string';
}

async function toApiError(res: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // not JSON (a proxy's HTML page, say): fall through to the generic message
  }
  if (isErrorBody(body)) return new ApiError(res.status, body);
  return new ApiError(res.status, { message: UNKNOWN_ERROR_MESSAGE, code: `HTTP_${res.status}` });
}

export function createHttpClient(opts: { baseUrl?: string; tokens: TokenSource; fetchFn?: typeof fetch }) {
  const baseUrl = opts.baseUrl ?? '';
  const doFetch: typeof fetch = (...args) => (opts.fetchFn ?? globalThis.fetch)(...args);
  // Single flight: while one reissue is running, every other 401 of this tab waits for the same promise;
  // across tabs the lock does the same, and a tab that gets it after another tab's reissue uses that one.
  let refreshing: Promise<Reissued> | null = null;
  const lock = opts.tokens.lock ?? (<T>(fn: () => Promise<T>) => fn());

  /** 'offline': the reissue never reached the server, so the session is not known to be over. */
  type Reissued = boolean | 'offline';

  async function reissue(sentWith: string | null): Promise<Reissued> {
    opts.tokens.reload?.();
    const { accessToken, refreshToken } = opts.tokens.get();
    // Another tab refreshed while this one waited: its tokens are already here.
    if (sentWith && accessToken && accessToken !== sentWith) return true;
    if (!refreshToken) return false;
    try {
      const res = await doFetch(`${baseUrl}/api/reissue`, {
        method: 'POST',
        headers: { [REFRESH_HEADER]: refreshToken },
      });
      const tokens = res.ok ? tokensFromHeaders(res.headers) : null;
      if (!tokens) return false;
      opts.tokens.set(tokens);
      return true;
    } catch {
      return 'offline';
    }
  }

  function reissueOnce(sentWith: string | null): Promise<Reissued> {
    if (!refreshing) {
      refreshing = lock(() => reissue(sentWith)).finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  async function send(method: string, path: string, o: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { ...o.headers };
    const isForm = typeof FormData !== 'undefined' && o.body instanceof FormData;
    if (o.body !== undefined && !isForm) headers['content-type'] = 'application/json';
    const { accessToken } = opts.tokens.get();
    if (!o.anonymous && accessToken) headers[AUTH_HEADER] = `Bearer ${accessToken}`;
    const init: RequestInit = { method, headers, signal: o.signal };
    if (o.body !== undefined) init.body = isForm ? (o.body as FormData) : JSON.stringify(o.body);
    const url = buildUrl(baseUrl, path, o.query);
    try {
      return await doFetch(url, init);
    } catch (e) {
      if ((e as { name?: string })?.name === 'AbortError') throw e;
      // One quiet retry for reads that failed on the network; writes are never repeated blindly.
      if (method === 'GET') {
        try {
          return await doFetch(url, init);
        } catch {
          /* fall through */
        }
      }
      throw new ApiError(0, { message: NETWORK_ERROR_MESSAGE, code: 'NETWORK_ERROR' });
    }
  }

  async function request<T>(method: string, path: string, o: RequestOptions = {}): Promise<ApiResponse<T>> {
    const sentWith = opts.tokens.get().accessToken;
    let res = await send(method, path, o);
    if (res.status === 401 && !o.anonymous) {
      const reissued = await reissueOnce(sentWith);
      // A network failure must not end the session (in every tab): the user may simply be offline.
      if (reissued === 'offline') {
        throw new ApiError(0, { message: NETWORK_ERROR_MESSAGE, code: 'NETWORK_ERROR' });
      }
      // Another request (or tab) may already have refreshed while this one was in flight.
      const ok = reissued || opts.tokens.get().accessToken !== sentWith;
      if (!ok) {
        console.error('재발급 실패');
        opts.tokens.fail();
        throw await toApiError(res);
      }
      res = await send(method, path, o);
      if (res.status === 401) {
        opts.tokens.fail();
        throw await toApiError(res);
      }
    }
    if (!res.ok) throw await toApiError(res);
    if (o.blob) return { data: (await res.blob()) as T, headers: res.headers, status: res.status };
    const text = res.status === 204 ? '' : await res.text();
    const data = (text ? JSON.parse(text) : undefined) as T;
    return { data, headers: res.headers, status: res.status };
  }

  return {
    request,
    get: <T>(path: string, o?: RequestOptions) => request<T>('GET', path, o).then((r) => r.data),
    post: <T>(path: string, body?: unknown, o?: RequestOptions) =>
      request<T>('POST', path, { ...o, body }).then((r) => r.data),
    put: <T>(path: string, body?: unknown, o?: RequestOptions) =>
      request<T>('PUT', path, { ...o, body }).then((r) => r.data),
    patch: <T>(path: string, body?: unknown, o?: RequestOptions) =>
      request<T>('PATCH', path, { ...o, body }).then((r) => r.data),
    del: <T>(path: string, o?: RequestOptions) => request<T>('DELETE', path, o).then((r) => r.data),
    /** A file the API answers (with the same token handling as every request). */
    blob: (path: string, o?: RequestOptions) => request<Blob>('GET', path, { ...o, blob: true }),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
