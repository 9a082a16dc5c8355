// Prometheus metrics (issue 28), served on METRICS_PORT only (off by default): never on the public port,
// where anyone could read them. Labels are route templates (`/api/manager/elder/:elderId`), methods,
// statuses and fixed words — never an id, a phone number or a query string.
// The counters exist on every app (modules count into them whether or not anyone scrapes); the per-request
// histogram, the gauges and the process metrics are set up only when METRICS_PORT is set, so an app
// without metrics pays nothing per request.
import http from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { globalPlugin } from './global-plugin';
import type { AppConfig } from '../config';

export interface AppMetrics {
  registry: Registry;
  /** The port /metrics is served on, once listening (METRICS_PORT=0 picks a free one: tests). */
  port?: number;
  /** Web Push sends by result: sent, gone (subscription expired), failed. */
  push: Counter<'result'>;
  /** SMS sends by result: sent, failed. */
  sms: Counter<'result'>;
  /** Seconds from a notification's creation to its push/SMS dispatch. */
  dispatchLag: Histogram;
  /** Failed logins by reason: unknown_id, bad_password. */
  loginFailures: Counter<'reason'>;
  /** Refused logins by what refused them: account (the backoff after failures), ip (the rate limit). */
  loginThrottles: Counter<'by'>;
  /** Requests refused by a rate limit, by route template. */
  rateLimited: Counter<'route'>;
  /** Event streams open on this process. */
  openStreams: Gauge;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    push: new Counter({
      name: 'dolbom_push_sent_total',
      help: 'Web Push sends by result (sent, gone, failed)',
      labelNames: ['result'],
      registers,
    }),
    sms: new Counter({
      name: 'dolbom_sms_sent_total',
      help: 'SMS sends by result (sent, failed)',
      labelNames: ['result'],
      registers,
    }),
    dispatchLag: new Histogram({
      name: 'dolbom_notification_dispatch_lag_seconds',
      help: 'Time from a notification being created to its push and SMS being dispatched',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    }),
    loginFailures: new Counter({
      name: 'dolbom_login_failures_total',
      help: 'Failed logins by reason (unknown_id, bad_password)',
      labelNames: ['reason'],
      registers,
    }),
    loginThrottles: new Counter({
      name: 'dolbom_login_throttled_total',
      help: 'Logins refused before checking the password, by what refused them (account backoff, ip rate limit)',
      labelNames: ['by'],
      registers,
    }),
    rateLimited: new Counter({
      name: 'dolbom_rate_limited_total',
      help: 'Requests refused by a per-IP rate limit, by route template',
      labelNames: ['route'],
      registers,
    }),
    openStreams: new Gauge({
      name: 'dolbom_event_streams_open',
      help: 'Notification event streams (SSE) open on this process',
      registers,
    }),
  };
}

export const metricsPlugin = globalPlugin<{ config: AppConfig }>('metrics', async (app, { config }) => {
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  if (config.metricsPort === undefined) return;
  const registers = [metrics.registry];
  collectDefaultMetrics({ register: metrics.registry });
  const duration = new Histogram({
    name: 'dolbom_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The matched route's template; requests that matched none (404s, probes of random paths) share one.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
  new Gauge({
    name: 'dolbom_db_pool_connections',
    help: 'PostgreSQL pool connections of this process by state (in_use, idle, waiting requests)',
    labelNames: ['state'],
    registers,
    collect() {
      const stats = app.dbPoolStats?.();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (err: unknown) => {
        app.log.warn({ err }, 'metrics failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.metricsPort, config.metricsHost, () => resolve());
  });
  const address = server.address();
  metrics.port = typeof address === 'object' && address ? address.port : config.metricsPort;
  app.log.info({ port: metrics.port, host: config.metricsHost }, 'metrics at /metrics');
  app.addHook('onClose', async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
});
