// Web Push goes through this adapter. `web-push` encrypts and signs with the VAPID keys; the request goes
// to the browser's push service through the outbound guard (modules/outbound), so only to the push
// services' hosts; the local sender records what would have been sent (tests, offline runs). A push
// service answering 404/410 means the subscription is gone, and an endpoint the guard refuses can never
// be delivered: the caller deletes both.
import webpush from 'web-push';
import type { PushPayload } from '@dolbom/shared-api/contracts';
import { OutboundRefused, type OutboundFetch } from '../outbound/guarded-fetch';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** `refused`: the outbound guard did not let the request out (nothing was sent). */
export type PushResult = 'sent' | 'gone' | 'refused' | 'failed';

export interface PushSender {
  send(target: PushTarget, payload: PushPayload): Promise<PushResult>;
}

export interface LocalPushSender extends PushSender {
  /** Everything "sent", oldest first. */
  sent: { target: PushTarget; payload: PushPayload }[];
  /** Endpoints the fake push service answers 410 Gone for (tests of expired subscriptions). */
  gone: Set<string>;
}

export function createLocalPushSender(): LocalPushSender {
  const sender: LocalPushSender = {
    sent: [],
    gone: new Set(),
    async send(target, payload) {
      if (sender.gone.has(target.endpoint)) return 'gone';
      sender.sent.push({ target, payload });
      return 'sent';
    },
  };
  return sender;
}

/** How long a push service keeps an undelivered message (the phone may be off for the night). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

export function createWebPushSender(
  vapid: { publicKey: string; privateKey: string; subject: string },
  outbound: OutboundFetch,
): PushSender {
  return {
    async send(target, payload) {
      try {
        const request = webpush.generateRequestDetails(target, JSON.stringify(payload), {
          vapidDetails: vapid,
          TTL: PUSH_TTL_SECONDS,
        });
        const answer = await outbound(request.endpoint, {
          method: request.method,
          headers: request.headers,
          ...(request.body ? { body: request.body } : {}),
        });
        if (answer.ok) return 'sent';
        return answer.status === 404 || answer.status === 410 ? 'gone' : 'failed';
      } catch (err) {
        return err instanceof OutboundRefused ? 'refused' : 'failed';
      }
    },
  };
}
