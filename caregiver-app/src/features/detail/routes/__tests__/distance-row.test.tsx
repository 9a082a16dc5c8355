// Finding 16 (issue 15): 근무 조건's 거리 follows the one distance rule (shared-api distance-text), so it
// reads the same as the server's reason for the same distance, and never claims precision below 1 km.
import { screen, within } from '@testing-library/react';
import type { ContactDetail } from '@dolbom/shared-api/contracts';
import { installFakeApi } from '../../../../test-utils/fake-api';
import { renderRoute } from '../../../../test-utils/render';
import { ContactDetailPage } from '../contact-detail-page';

const detail = (distanceKm: number, reasons: string[]): ContactDetail => ({
  contactId: 12,
  elderId: 3,
  title: '방문 요양 · 강남구 역삼동 · 여 82세 · 3등급',
  center: {
    centerId: 5,
    centerName: '행복한요양센터 강남',
    zipCode: '06220',
    detailAddress: '2층',
    hasCar: true,
    finalGrade: 'A',
    installationTime: '2015-03-01',
    oneLineIntro: '어르신 곁을 지키는 센터',
    gradeYear: 2024,
    sido: '서울특별시',
    sigungu: '강남구',
    services: ['방문요양'],
  },
  centerGrade: 'A',
  centerGradeYear: 2024,
  centerVerified: true,
  createdAt: '2026-11-20T01:00:00.000Z',
  wage: 13500,
  wageType: '시급',
  negotiable: false,
  bookmarked: false,
  meal: true,
  toileting: false,
  mobility: false,
  daily: false,
  message: '오전 방문 요양 가능하실까요?',
  elder: {
    gender: 'female',
    age: 82,
    rank: 3,
    address: '강남구 역삼동',
    schedule: null,
    meal: ['식사 차림 필요'],
    toileting: [],
    mobility: [],
    daily: [],
    family: '집에 없어요',
    pet: '없어요',
  },
  distanceKm,
  score: 80,
  reasons,
  status: 'pending',
  workType: '방문 요양',
  managerPhone: null,
  connection: null,
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

async function distanceRow(body: ContactDetail) {
  installFakeApi((c) => (c.url === '/api/caregiver/main?contact=12' ? { status: 200, body } : undefined));
  renderRoute('/detail/elder/contact/:contactId', <ContactDetailPage />, '/detail/elder/contact/12');
  const box = await screen.findByRole('region', { name: '근무 조건' });
  return within(box).getByText('거리').nextElementSibling?.textContent;
}

it('below 1 km it says 약 1km 이내 (addresses are placed at 동 level)', async () => {
  expect(await distanceRow(detail(0.34, ['약 1km 이내']))).toBe('약 1km 이내');
});

it('from 1 km on it reads like the server’s reason: 2.15 km is 약 2.2km in both', async () => {
  expect(await distanceRow(detail(2.15, ['식사 가능', '약 2.2km']))).toBe('약 2.2km');
});
