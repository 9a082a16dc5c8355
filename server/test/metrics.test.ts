// Prometheus metrics (issue 28): on their own port only, labelled by route template and status — never by
// an id, a phone number or a query — with the login counters and the default process metrics.
import { useTestApp } from './helpers/test-app';
import { bearer, signedIn } from './helpers/users';

const t = useTestApp({ metricsPort: 0 });

async function scrape() {
  const res = await fetch(`http://127.0.0.1:${t.app.metrics.port}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
}

it('counts requests by route template and status, logins by reason, and never a person’s data', async () => {
  const { access } = await signedIn(t.app, 'ROLE_CAREGIVER');
  await t.app.inject({ method: 'GET', url: '/api/center?keyword=010-9876-5432' });
  await t.app.inject({ method: 'POST', url: '/api/notifications/424242/read', headers: bearer(access) });
  await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id: 'nobody01099998888', password: 'x' },
  });
  await t.app.inject({ method: 'GET', url: '/no/such/page/01055556666' });

  const text = await scrape();
  expect(text).toMatch(
    /dolbom_http_request_duration_seconds_count\{method="GET",route="\/api\/center",status="200"\} 1/,
  );
  expect(text).toMatch(
    /dolbom_http_request_duration_seconds_count\{method="POST",route="\/api\/notifications\/:id\/read",status="404"\} 1/,
  );
  expect(text).toMatch(/route="unmatched",status="404"/);
  expect(text).toMatch(/dolbom_login_failures_total\{reason="unknown_id"\} 1/);
  expect(text).toMatch(/dolbom_event_streams_open 0/);
  expect(text).toMatch(/process_cpu_user_seconds_total/);
  expect(text).toMatch(/nodejs_eventloop_lag_seconds/);
  // Names and labels only: a sample's value is a number that may contain any digits (a process's memory
  // of 762698769 bytes once "contained" 9876).
  const withoutValues = text
    .split('\n')
    .map((line) => (line.startsWith('#') ? line : line.replace(/ \S+$/, '')))
    .join('\n');
  for (const secret of ['9876', '424242', '99998888', '55556666', 'keyword'])
    expect(withoutValues).not.toContain(secret);
});

it('is not served on the public port', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(404);
});
