// The OpenAPI document is generated from the same zod schemas the routes answer through, so it shows
// the spec's wire format: picks at the top level, the Center on a contact, bare arrays for §7's lists.
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; description?: string };

async function okSchema(path: string): Promise<Schema> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const schema = doc.paths[path]?.get?.responses?.['200']?.content?.['application/json']?.schema;
  expect(schema).toBeDefined();
  return schema as Schema;
}

it('documents the near picks at the top level and the contact detail’s center as the Center', async () => {
  const picks = await okSchema('/api/caregiver/near/list');
  expect(Object.keys(picks.properties ?? {})).toEqual(
    expect.arrayContaining(['meal', 'toileting', 'mobility', 'daily', 'wage']),
  );
  const contact = await okSchema('/api/caregiver/main');
  expect(Object.keys(contact.properties?.center?.properties ?? {})).toEqual(
    expect.arrayContaining(['centerId', 'centerName', 'zipCode', 'detailAddress', 'hasCar', 'finalGrade']),
  );
  expect(contact.properties?.meal?.type).toBe('boolean');
});

it('documents the manager’s four lists as bare arrays with X-Total-Count', async () => {
  for (const path of [
    '/api/manager/elder/individual',
    '/api/manager/apply',
    '/api/manager/contact',
    '/api/manager/bookmark',
  ]) {
    const schema = await okSchema(path);
    expect(schema.type).toBe('array');
    expect(schema.description).toContain('X-Total-Count');
  }
});

it('documents the job routes at the paths PRODUCT.md gives, each with its role', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  const routes: [string, string][] = [
    ['post', '/api/manager/jobs'],
    ['get', '/api/manager/jobs'],
    ['get', '/api/caregiver/jobs'],
    ['get', '/api/caregiver/jobs/{jobId}'],
    ['get', '/api/manager/jobs/{jobId}'],
    ['post', '/api/caregiver/jobs/{jobId}/confirm'],
    ['post', '/api/caregiver/jobs/{jobId}/decline'],
    ['post', '/api/caregiver/jobs/{jobId}/end'],
    ['post', '/api/manager/jobs/{jobId}/end'],
    ['get', '/api/caregiver/week'],
    ['get', '/api/caregiver/connections/{connectionId}'],
    ['get', '/api/manager/connections/{connectionId}'],
    ['get', '/api/manager/assignments'],
    ['get', '/api/manager/elder-counts'],
    // Issue 34: 후기.
    ['get', '/api/caregiver/jobs/{jobId}/review'],
    ['post', '/api/caregiver/jobs/{jobId}/review'],
    ['get', '/api/manager/jobs/{jobId}/review'],
    ['post', '/api/manager/jobs/{jobId}/review'],
    ['get', '/api/caregiver/centers/{centerId}/reviews'],
    ['get', '/api/manager/caregivers/{caregiverId}/reviews'],
  ];
  for (const [method, path] of routes) {
    const role = path.split('/')[2];
    expect({ path, tags: doc.paths[path]?.[method]?.tags }).toEqual({ path, tags: [role] });
  }
});
