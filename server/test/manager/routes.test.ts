// Every manager route at once: documented in OpenAPI, closed to caregivers (403) and to anonymous
// callers (401).
import { ERROR_CODES } from '@dolbom/shared-api/contracts';
import { useDemoCaller } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp({}, { seed: true });
const caregiver = useDemoCaller(t, 'caregiver01');

const ROUTES = [
  ['post', '/api/manager/elder/create', '/api/manager/elder/create'],
  ['get', '/api/manager/elder', '/api/manager/elder'],
  ['get', '/api/manager/elder/{elderId}', '/api/manager/elder/1'],
  ['put', '/api/manager/elder/{elderId}', '/api/manager/elder/1'],
  ['get', '/api/manager/elder/individual', '/api/manager/elder/individual?elderId=1'],
  ['get', '/api/manager/{caregiverId}', '/api/manager/3?elderId=1'],
  ['post', '/api/manager/contact', '/api/manager/contact'],
  ['get', '/api/manager/contact', '/api/manager/contact?elderId=1'],
  ['get', '/api/manager/contact/{contactId}', '/api/manager/contact/1'],
  ['delete', '/api/manager/contact/{contactId}', '/api/manager/contact/1'],
  ['post', '/api/manager/bookmark', '/api/manager/bookmark'],
  ['get', '/api/manager/bookmark', '/api/manager/bookmark?elderId=1'],
  ['delete', '/api/manager/bookmark/{bookmarkId}', '/api/manager/bookmark/1'],
  ['get', '/api/manager/apply', '/api/manager/apply?elderId=1'],
  ['post', '/api/manager/apply/{applyId}', '/api/manager/apply/1'],
  ['delete', '/api/manager/apply/{applyId}', '/api/manager/apply/1'],
  ['get', '/api/manager/mypage', '/api/manager/mypage'],
  ['patch', '/api/manager/{centerId}', '/api/manager/1'],
] as const;

describe('manager routes', () => {
  it('are all in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    for (const [method, path] of ROUTES) {
      expect({ path, method, documented: Boolean(paths[path]?.[method]) }).toEqual({
        path,
        method,
        documented: true,
      });
    }
  });

  it('answer 403 to a caregiver and 401 to no one, without touching anything', async () => {
    for (const [method, , url] of ROUTES) {
      const verb = method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const payload = verb === 'GET' || verb === 'DELETE' ? undefined : {};
      const res = await caregiver(verb, url, payload);
      expect({ url, verb, status: res.statusCode }).toEqual({ url, verb, status: 403 });
      expect(res.json()).toEqual({ message: '접근 권한이 없어요.', code: ERROR_CODES.FORBIDDEN });
      const anonymous = await t.app.inject({ method: verb, url, ...(payload ? { payload } : {}) });
      expect({ url, verb, status: anonymous.statusCode }).toEqual({ url, verb, status: 401 });
    }
  });
});
