// The server calls no address a user gives it (issue 29, item 1): a TCP listener on loopback stands for
// anything inside (a database, the cloud metadata service); whatever endpoint is registered and whatever
// the names resolve to, it must never see a connection. Web push endpoints are https on the push
// services' hosts only, at most 10 a user, and nothing about their delivery reads back.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { notifications, pushSubscriptions } from '../../src/db/schema';
import { createWebPushSender } from '../../src/modules/notifications/push-sender';
import { recordNotification } from '../../src/modules/notifications/repository';
import { generateVapidKeys } from '../../src/modules/auth/server-keys';
import {
  createGuardedFetch,
  isPublicAddress,
  OutboundRefused,
  type Lookup,
} from '../../src/modules/outbound/guarded-fetch';
import { useTestApp } from '../helpers/test-app';
import { bearer, signedIn } from '../helpers/users';

let listener: net.Server;
let port = 0;
let connections = 0;
beforeAll(async () => {
  listener = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => listener.close(resolve)));
beforeEach(() => {
  connections = 0;
});

/** A resolver that answers `address` for every name: DNS that points a public name inside. */
const resolvesTo =
  (address: string): Lookup =>
  (_host, _options, callback) =>
    callback(null, [{ address, family: net.isIP(address) }]);

describe('the guarded fetch', () => {
  it.each([
    ['http, loopback literal', () => `http://127.0.0.1:${port}/`, [`127.0.0.1:${port}`]],
    ['https, loopback literal', () => `https://127.0.0.1:${port}/`, [`127.0.0.1:${port}`]],
    ['https, IPv6 loopback', () => `https://[::1]:${port}/`, [`[::1]:${port}`]],
    ['user:pw@host', () => `https://user:pw@localhost:${port}/`, [`localhost:${port}`]],
    ['a host off the list', () => `https://localhost:${port}/`, ['fcm.googleapis.com']],
    ['another port of a listed host', () => `https://localhost:${port}/`, ['localhost']],
    ['a listed name that resolves to loopback', () => `https://localhost:${port}/x`, [`localhost:${port}`]],
  ])('refuses %s without a connection', async (_name, url, allowedHosts) => {
    const fetch = createGuardedFetch({ allowedHosts });
    await expect(fetch(url(), { method: 'POST', body: 'x' })).rejects.toBeInstanceOf(OutboundRefused);
    expect(connections).toBe(0);
  });

  it.each(['127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.0.10', '169.254.169.254', '::1', 'fd00:ec2::254'])(
    'refuses a push service name rebound to %s (checked at connect time)',
    async (address) => {
      const fetch = createGuardedFetch({
        allowedHosts: [`fcm.googleapis.com:${port}`],
        lookup: resolvesTo(address),
      });
      await expect(fetch(`https://fcm.googleapis.com:${port}/fcm/send/abc`)).rejects.toBeInstanceOf(
        OutboundRefused,
      );
      expect(connections).toBe(0);
    },
  );

  it('tells public addresses from the ranges inside', () => {
    for (const inside of [
      '0.0.0.0',
      '127.0.0.1',
      '10.0.0.1',
      '100.64.0.1',
      '169.254.169.254',
      '172.31.255.255',
      '192.168.1.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::7f00:1',
      'fc00::1',
      'fe80::1',
      'not an address',
    ]) {
      expect([inside, isPublicAddress(inside)]).toEqual([inside, false]);
    }
    for (const outside of ['142.250.196.106', '8.8.8.8', '2404:6800:4004:80f::200a']) {
      expect([outside, isPublicAddress(outside)]).toEqual([outside, true]);
    }
  });
});

describe('the web push sender', () => {
  const vapid = { ...generateVapidKeys(), subject: 'mailto:admin@dolbom.local' };
  const target = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  };
  const payload = { title: '돌봄이음', body: '새 연락이 도착했어요.', url: '/' };

  it('posts the encrypted, VAPID-signed message through the outbound fetch it is given', async () => {
    const seen: { url: string; method?: string; headers?: Record<string, string | number> }[] = [];
    const sender = createWebPushSender(vapid, async (url, init) => {
      seen.push({ url, method: init?.method, headers: init?.headers });
      return { status: 201, ok: true, text: () => '', json: () => ({}) };
    });
    await expect(sender.send(target, payload)).resolves.toBe('sent');
    expect(seen).toEqual([
      {
        url: target.endpoint,
        method: 'POST',
        headers: expect.objectContaining({
          TTL: 86400,
          'Content-Encoding': 'aes128gcm',
          Authorization: expect.stringMatching(/^vapid t=.+, k=.+$/),
        }),
      },
    ]);
  });

  it.each([
    [410, 'gone'],
    [404, 'gone'],
    [301, 'failed'],
    [500, 'failed'],
  ] as const)('answers %s as %s', async (status, result) => {
    const sender = createWebPushSender(vapid, async () => ({
      status,
      ok: false,
      text: () => '',
      json: () => ({}),
    }));
    await expect(sender.send(target, payload)).resolves.toBe(result);
  });

  it('says refused when the guard refuses, without a connection', async () => {
    const sender = createWebPushSender(vapid, createGuardedFetch({ allowedHosts: ['fcm.googleapis.com'] }));
    await expect(
      sender.send({ ...target, endpoint: `https://127.0.0.1:${port}/fcm/send/x` }, payload),
    ).resolves.toBe('refused');
    expect(connections).toBe(0);
  });
});

describe('web push through the app', () => {
  // The real web-push sender; `localhost:<port>` passes the host check, so only the connect-time check
  // stands between the app and the listener.
  const t = useTestApp({ pushSender: 'web-push', pushServiceHosts: ['localhost:0'] });
  const keys = {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  };

  beforeAll(() => {
    // The listener's port is known only now; the sender and the routes share this list.
    t.app.config.pushServiceHosts.splice(0, Infinity, `localhost:${port}`, 'fcm.googleapis.com');
  });

  it('refuses endpoints off the push services and never connects to one saved before', async () => {
    const { user, access } = await signedIn(t.app);
    const subscribe = (endpoint: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/notifications/push-subscriptions',
        headers: bearer(access),
        payload: { endpoint, keys },
      });
    for (const endpoint of [
      `http://127.0.0.1:${port}/push`,
      `https://127.0.0.1:${port}/push`,
      `https://[::1]:${port}/push`,
      `https://user:pw@localhost:${port}/push`,
      `http://localhost:${port}/push`,
      `https://push.example/${'a'.repeat(1990)}`,
    ]) {
      const res = await subscribe(endpoint);
      expect([endpoint.slice(0, 40), res.statusCode]).toEqual([endpoint.slice(0, 40), 400]);
    }
    expect((await subscribe(`https://localhost:${port}/push/device`)).statusCode).toBe(204);
    // One saved before the check existed.
    await t.app.db.insert(pushSubscriptions).values({
      userId: user.id,
      endpoint: `http://127.0.0.1:${port}/legacy`,
      ...keys,
    });

    const id = await recordNotification(t.app.db, {
      userId: user.id,
      type: 'contact_received',
      refId: 1,
      title: '방문 요양',
      target: '/detail/elder/contact/1',
    });
    const dispatched = async () =>
      (await t.app.db.select().from(notifications).where(eq(notifications.id, id)))[0]?.dispatchedAt;
    for (let i = 0; i < 200 && !(await dispatched()); i++) await new Promise((r) => setTimeout(r, 25));
    expect(await dispatched()).toBeTruthy();
    // The sends have had their time (each one refused before a connection).
    await new Promise((r) => setTimeout(r, 300));
    expect(connections).toBe(0);
    const left = await t.app.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(left.map((s) => s.endpoint)).toEqual([`https://localhost:${port}/push/device`]);
  });

  it('keeps at most 10 devices a user (the oldest go), and says nothing of their delivery', async () => {
    const { user, access } = await signedIn(t.app);
    const headers = bearer(access);
    for (let i = 1; i <= 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/push-subscriptions',
        headers,
        payload: { endpoint: `https://fcm.googleapis.com/fcm/send/device-${i}`, keys },
      });
      expect(res.statusCode).toBe(204);
    }
    const rows = await t.app.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(rows.map((r) => r.endpoint.split('-')[1]).sort((a, b) => Number(a) - Number(b))).toEqual([
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    // Deleting one that is gone (here: replaced) answers like deleting one that is there.
    for (const n of [1, 12]) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/notifications/push-subscriptions',
        headers,
        payload: { endpoint: `https://fcm.googleapis.com/fcm/send/device-${n}` },
      });
      expect(res.statusCode).toBe(204);
    }
  });
});
