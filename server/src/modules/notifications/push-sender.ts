// Web Push goes through this adapter. `web-push` signs with the VAPID keys and posts to the browser's
// push service; the local sender records what would have been sent (tests, offline runs). A push service
// answering 404/410 means the subscription is gone: the caller deletes it.
import webpush from 'web-push';
import type { PushPayload } from '@dolbom/shared-api/contracts';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type PushResult = 'sent' | 'gone' | 'failed';

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

export function createWebPushSender(vapid: {
  publicKey: string;
  privateKey: string;
  subject: string;
}): PushSender {
  return {
    async send(target, payload) {
      try {
        await webpush.sendNotification(target, JSON.stringify(payload), {
          vapidDetails: vapid,
          TTL: 24 * 60 * 60,
          timeout: 10_000,
        });
        return 'sent';
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        return status === 404 || status === 410 ? 'gone' : 'failed';
      }
    },
  };
}
