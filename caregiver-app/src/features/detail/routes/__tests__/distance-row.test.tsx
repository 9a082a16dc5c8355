// Finding 16 (issue 15): 근무 조건's 거리 follows the one distance rule (shared-api distance-text), so it
// reads the same as the server's reason for the same distance, and never claims precision below 1 km.
import { screen, within } from '@testing-library/react';
import type { ContactDetail } from '@dolbom/shared-api/contracts';
import { installFakeApi, renderRoute } from '@dolbom/shared-ui/testing';
import { contactDetailFixture } from '../../../../test-utils/fixtures';
import { ContactDetailPage } from '../contact-detail-page';

const detail = (distanceKm: number, reasons: string[]): ContactDetail =>
  contactDetailFixture({ contactId: 12, message: '오전 방문 요양 가능하실까요?', distanceKm, reasons });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

async function distanceRow(body: ContactDetail) {
  installFakeApi((c) => (c.url === '/api/caregiver/main?contact=12' ? { status: 200, body } : undefined));
  renderRoute(<ContactDetailPage />, {
    route: '/detail/elder/contact/:contactId',
    path: '/detail/elder/contact/12',
  });
  const box = await screen.findByRole('region', { name: '근무 조건' });
  return within(box).getByText('거리').nextElementSibling?.textContent;
}

it('below 1 km it says 약 1km 이내 (addresses are placed at 동 level)', async () => {
  expect(await distanceRow(detail(0.34, ['약 1km 이내']))).toBe('약 1km 이내');
});

it('from 1 km on it reads like the server’s reason: 2.15 km is 약 2.2km in both', async () => {
  expect(await distanceRow(detail(2.15, ['식사 가능', '약 2.2km']))).toBe('약 2.2km');
});
