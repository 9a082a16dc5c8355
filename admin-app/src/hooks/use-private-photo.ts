import { useEffect, useState } from 'react';
import { api, authStore, AUTH_HEADER } from '@dolbom/shared-api';

type PhotoState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error' };

async function fetchWithToken(path: string, signal: AbortSignal): Promise<Response> {
  const send = () => {
    const token = authStore.getState().accessToken;
    return fetch(path, {
      signal,
      cache: 'no-store',
      headers: token ? { [AUTH_HEADER]: `Bearer ${token}` } : {},
    });
  };
  let res = await send();
  if (res.status === 401) {
    // An expired token: one cheap call through the API client renews it (its single-flight reissue),
    // then the photo is asked for again.
    await api.get('/api/user', { signal });
    res = await send();
  }
  return res;
}

/**
 * A private photo (a 자격증, a center's proof): never a public URL, so an <img src> cannot carry the operator's token. It is
 * fetched with the bearer header and shown through a blob: URL, released when the photo leaves the screen.
 */
export function usePrivatePhoto(path: string, attempt = 0): PhotoState {
  const [state, setState] = useState<PhotoState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });
    fetchWithToken(path, controller.signal)
      .then(async (res) => {
        if (!res.ok) throw new Error(`photo ${res.status}`);
        url = URL.createObjectURL(await res.blob());
        setState({ status: 'ready', url });
      })
      .catch((e: unknown) => {
        if ((e as { name?: string })?.name === 'AbortError') return;
        console.error(e);
        setState({ status: 'error' });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, attempt]);
  return state;
}
