// Requests of the API tests: with the caller's headers, as the callers of a test file.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { demoHeaders } from './users';
import type { AppRef } from './test-app';

export type Method = NonNullable<InjectOptions['method']>;
export type Headers = Record<string, string>;

/** Request helpers on the test file's app; a payload is sent only when given. */
export function requests(t: AppRef) {
  const send = (method: Method, url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    send,
    get: (url: string, headers: Headers) => send('GET', url, headers),
    post: (url: string, headers: Headers, payload?: object) => send('POST', url, headers, payload),
    del: (url: string, headers: Headers) => send('DELETE', url, headers),
  };
}

/** A request function that carries one user's token. */
export type Caller = (method: Method, url: string, payload?: unknown) => Promise<LightMyRequestResponse>;

/**
 * The headers of a demo account, signed in by a `beforeAll` (register it after `useTestApp`); the
 * object is filled in place, so it can be taken at the top of the file.
 */
export function useDemoHeaders(t: AppRef, loginId: string): Headers {
  const headers: Headers = {};
  beforeAll(async () => {
    Object.assign(headers, await demoHeaders(t.app, loginId));
  });
  return headers;
}

/** A request function of a demo account, signed in by a `beforeAll` (register it after `useTestApp`). */
export function useDemoCaller(t: AppRef, loginId: string): Caller {
  const headers = useDemoHeaders(t, loginId);
  const { send } = requests(t);
  return (method, url, payload) => send(method, url, headers, payload);
}
