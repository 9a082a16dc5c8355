// 대화 (issue 32) for both remotes: the conversation list and one conversation, with sending that never
// loses or doubles a message. SWR keys are the API paths, so the shell's notification stream (an
// `event: message`) revalidates whatever conversation screen is open.
//
// A message being sent lives in sessionStorage (per tab) with its Idempotency-Key until the server has
// it: a reload while `보내는 중` sends it again with the same key (the server answers the first result),
// and a failed one stays as `보내지 못했어요 · 다시 보내기` — nothing typed is lost.
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  api,
  ERROR_CODES,
  idempotencyHeaders,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  newIdempotencyKey,
} from '@dolbom/shared-api';
import type { ConversationList, Message, MessagePage, ReadMark } from '@dolbom/shared-api/contracts';

export type ConversationRole = 'caregiver' | 'manager';

export const conversationsKey = (role: ConversationRole) => `/api/${role}/conversations?size=50`;
export const messagesKey = (role: ConversationRole, id: number) =>
  `/api/${role}/conversations/${id}/messages`;

/** The role's conversations with the unread total (the 대화 tab's badge reads it too). */
export function useConversations(role: ConversationRole, opts: { poll?: number } = {}) {
  return useSWR<ConversationList>(conversationsKey(role), { refreshInterval: opts.poll ?? 0 });
}

/** A message the server does not have yet. */
export interface PendingMessage {
  key: string;
  text: string;
  status: 'sending' | 'failed';
  /** Why it failed, in the server's words (or the network's). */
  error?: string;
}

/**
 * True from the moment the page is being left (a reload, a link away) until it is shown again: the browser
 * then cancels the sends in flight, which is not their failure — they stay `보내는 중` in storage and the
 * next load sends them again with their key (a copy marked 보내지 못했어요 beside the message that did
 * arrive would be a lie).
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
}

/** Waits before asking again for the answer of a key the server is still handling: 0.3 s, 0.6 s, … */
const IN_PROGRESS_RETRY_MS = 300;
const IN_PROGRESS_TRIES = 8;

/**
 * Sends one pending message. A reload during a send sends it again with the same key; when the first request
 * is still being handled, the server answers 409 IDEMPOTENCY_IN_PROGRESS, and the message is not failed: it
 * asks again until the first request's answer is there (then the server replays it).
 */
async function postOnce(role: ConversationRole, id: number, p: PendingMessage): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await api.post<Message>(
        `/api/${role}/conversations/${id}/messages`,
        { text: p.text },
        { headers: idempotencyHeaders(p.key) },
      );
      return;
    } catch (e) {
      const busy = isApiError(e) && e.code === ERROR_CODES.IDEMPOTENCY_IN_PROGRESS;
      if (!busy || attempt >= IN_PROGRESS_TRIES) throw e;
      await new Promise((resolve) => setTimeout(resolve, IN_PROGRESS_RETRY_MS * attempt));
    }
  }
}

const storageKey = (role: ConversationRole, id: number) => `dolbom:pending-messages:${role}:${id}`;

function loadPending(role: ConversationRole, id: number): PendingMessage[] {
  try {
    const raw = sessionStorage.getItem(storageKey(role, id));
    return raw ? (JSON.parse(raw) as PendingMessage[]) : [];
  } catch {
    return [];
  }
}
function savePending(role: ConversationRole, id: number, list: PendingMessage[]) {
  try {
    if (list.length === 0) sessionStorage.removeItem(storageKey(role, id));
    else sessionStorage.setItem(storageKey(role, id), JSON.stringify(list));
  } catch {
    // Private mode without storage: the pending list still lives in memory.
  }
}

/**
 * One conversation: the newest page (older pages on demand), pending sends, send/retry, and the read
 * mark moved forward whenever a newer message of the other side is on screen.
 */
export function useConversation(role: ConversationRole, id: number) {
  const key = Number.isInteger(id) && id > 0 ? messagesKey(role, id) : null;
  const page = useSWR<MessagePage>(key);
  const { mutate } = useSWRConfig();
  const [older, setOlder] = useState<Message[]>([]);
  const [hasOlder, setHasOlder] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [pending, setPendingState] = useState<PendingMessage[]>(() => loadPending(role, id));
  const pendingRef = useRef(pending);
  const inFlight = useRef(new Set<string>());

  const setPending = useCallback(
    (update: (list: PendingMessage[]) => PendingMessage[]) => {
      const next = update(pendingRef.current);
      pendingRef.current = next;
      savePending(role, id, next);
      setPendingState(next);
    },
    [role, id],
  );

  const post = useCallback(
    async (p: PendingMessage) => {
      if (inFlight.current.has(p.key)) return;
      inFlight.current.add(p.key);
      setPending((list) =>
        list.map((m) => (m.key === p.key ? { ...m, status: 'sending', error: undefined } : m)),
      );
      try {
        await postOnce(role, id, p);
        // The page first, then the pending copy goes: the message never blinks out.
        if (key) await mutate(key);
        setPending((list) => list.filter((m) => m.key !== p.key));
        void mutate(conversationsKey(role));
      } catch (e) {
        if (leaving) return;
        const error = isApiError(e) ? e.message : NETWORK_ERROR_MESSAGE;
        setPending((list) => list.map((m) => (m.key === p.key ? { ...m, status: 'failed', error } : m)));
      } finally {
        inFlight.current.delete(p.key);
      }
    },
    [id, key, mutate, role, setPending],
  );

  // A reload while sending: send again with the same key (one message either way).
  useEffect(() => {
    for (const p of pendingRef.current) if (p.status === 'sending') void post(p);
  }, [post]);

  const send = useCallback(
    (text: string) => {
      const p: PendingMessage = { key: newIdempotencyKey(), text, status: 'sending' };
      setPending((list) => [...list, p]);
      void post(p);
    },
    [post, setPending],
  );
  const retry = useCallback(
    (pendingKey: string) => {
      const p = pendingRef.current.find((m) => m.key === pendingKey);
      if (p) void post(p);
    },
    [post],
  );
  const discard = useCallback(
    (pendingKey: string) => setPending((list) => list.filter((m) => m.key !== pendingKey)),
    [setPending],
  );

  const loadOlder = useCallback(async () => {
    const first = older[0] ?? page.data?.messages[0];
    if (!first || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const res = await api.get<MessagePage>(`/api/${role}/conversations/${id}/messages`, {
        query: { before: first.messageId },
      });
      setOlder((list) => [...res.messages, ...list]);
      setHasOlder(res.hasOlder);
    } finally {
      setLoadingOlder(false);
    }
  }, [id, loadingOlder, older, page.data, role]);

  // Read up to the newest message of the other side on screen.
  const newestTheirs = page.data?.messages.filter((m) => !m.mine).at(-1)?.messageId ?? 0;
  const unread = page.data?.conversation.unread ?? 0;
  useEffect(() => {
    if (newestTheirs === 0 || unread === 0) return;
    api
      .post<ReadMark>(`/api/${role}/conversations/${id}/read`, { upTo: newestTheirs })
      .then(() => mutate(conversationsKey(role)))
      .catch(() => undefined);
  }, [id, mutate, newestTheirs, role, unread]);

  const latest = page.data?.messages ?? [];
  const seen = new Set(latest.map((m) => m.messageId));
  return {
    ...page,
    messages: [...older.filter((m) => !seen.has(m.messageId)), ...latest],
    hasOlder: hasOlder ?? page.data?.hasOlder ?? false,
    loadingOlder,
    loadOlder,
    pending,
    send,
    retry,
    discard,
  };
}
