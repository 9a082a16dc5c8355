// A small round-robin load balancer for the cluster tests (issue 28): what an operator puts in front of
// N API processes, reduced to what matters here. Each request goes to the next ready backend (so a
// browser's requests land on every process in turn), over kept-alive connections as a real balancer
// does; every backend's GET /readyz is polled and a backend that is not ready gets no new requests.
// Streams (Server-Sent Events) are piped through as they come.
//
//   const lb = await startProxy({ backends: ['http://127.0.0.1:18101', …], port: 18100 });
//   … lb.url … lb.stats() … await lb.close();
import http from 'node:http';

/**
 * @param {{ backends: string[], port?: number, host?: string, healthEveryMs?: number }} opts
 */
export async function startProxy(opts) {
  const healthEveryMs = opts.healthEveryMs ?? 250;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const backends = opts.backends.map((url) => ({ url: new URL(url), ready: true, served: 0, failed: 0 }));
  let next = 0;
  const pick = () => {
    for (let i = 0; i < backends.length; i++) {
      const b = backends[(next + i) % backends.length];
      if (b.ready) {
        next = (next + i + 1) % backends.length;
        return b;
      }
    }
    return undefined;
  };

  const check = (b) =>
    new Promise((resolve) => {
      const req = http.get(new URL('/readyz', b.url), { agent: false, timeout: 2000 }, (res) => {
        res.resume();
        b.ready = res.statusCode === 200;
        resolve();
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        b.ready = false;
        resolve();
      });
    });
  let polling = true;
  const poll = async () => {
    while (polling) {
      await Promise.all(backends.map(check));
      await new Promise((r) => setTimeout(r, healthEveryMs));
    }
  };
  await Promise.all(backends.map(check));
  const polled = poll();

  const stats = () =>
    backends.map((b) => ({ url: b.url.origin, ready: b.ready, served: b.served, failed: b.failed }));
  const server = http.createServer((req, res) => {
    // The balancer's own page (tests read it): how many answers each backend gave.
    if (req.url === '/__lb/stats') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(stats()));
      return;
    }
    const b = pick();
    if (!b) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('no backend ready');
      return;
    }
    const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '', host: b.url.host };
    const upstream = http.request(
      { host: b.url.hostname, port: b.url.port, method: req.method, path: req.url, headers, agent },
      (up) => {
        b.served += 1;
        // The browser's connection to us stays ours: a backend's `connection: close` is for our pool.
        const { connection: _c, 'keep-alive': _k, ...rest } = up.headers;
        res.writeHead(up.statusCode ?? 502, rest);
        up.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      b.failed += 1;
      if (!res.headersSent)
        res.writeHead(502, { 'content-type': 'text/plain' }).end(`upstream: ${err.message}`);
      else res.destroy();
    });
    // The client went away before the answer was complete (a closed event stream): let the backend know.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    /** Per backend: whether it is in rotation, answers it gave, requests that failed to reach it. */
    stats: () =>
      backends.map((b) => ({ url: b.url.origin, ready: b.ready, served: b.served, failed: b.failed })),
    async close() {
      polling = false;
      await polled;
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
