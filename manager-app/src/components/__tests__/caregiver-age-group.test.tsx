// Finding 22 (issue 15): every manager card of a caregiver — 받은 지원함, 보낸 연락함, 저장함 — shows her
// photo with the age group and years of experience (`60대 · 경력 3년`); an unknown year shows nothing.
import { screen, within } from '@testing-library/react';
import { BookmarkPage } from '../../features/bookmark/routes/bookmark-page';
import { InboxPage } from '../../features/inbox/routes/inbox-page';
import { OutgoingBoxPage } from '../../features/outgoing/routes/outgoing-box-page';
import { installFakeApi, type Reply, renderRoute } from '@dolbom/shared-ui/testing';

const elders = [
  { elderId: 3, elderName: '이말순', gender: 'female', rank: 4, address: '서울 강남구', birth: '1944-12-25' },
];
const list = (content: unknown[]): Reply => ({
  status: 200,
  body: content,
  headers: { 'x-total-count': String(content.length) },
});
const tasks = { meal: true, toileting: false, mobility: false, daily: false };
const who = (caregiverId: number, name: string, ageGroup: string | null, experienceYears: number | null) => ({
  elderId: 3,
  elderName: '이말순',
  caregiverId,
  caregiverName: name,
  title: `${name}의 이력서`,
  profileImage: caregiverId === 7 ? '/uploads/p7.jpg' : null,
  wage: 13000,
  negotiable: false,
  createdAt: '2026-11-22T10:00:00.000Z',
  ageGroup,
  experienceYears,
});
const people = [who(7, '박정숙', '60대', 3), who(8, '김영희', null, null)];

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  installFakeApi(({ url }) => {
    if (url === '/api/manager/elder') return { status: 200, body: elders };
    if (url.startsWith('/api/manager/apply'))
      return list(
        url.includes('tab=approved')
          ? []
          : people.map((p, i) => ({
              ...p,
              applyId: 20 + i,
              centerName: '행복센터',
              satisfyTasks: tasks,
              status: 'pending',
              phone: null,
              message: null,
            })),
      );
    if (url.startsWith('/api/manager/contact'))
      return list(
        url.includes('tab=approved')
          ? []
          : people.map((p, i) => ({
              ...p,
              managerContactId: 30 + i,
              wageType: '시급',
              possibleTasks: tasks,
              status: 'pending',
              caregiverPhone: null,
              caregiverMessage: null,
            })),
      );
    if (url.startsWith('/api/manager/bookmark'))
      return list(
        people.map((p, i) => ({
          ...p,
          bookmarkId: 40 + i,
          caregiverSupport: [],
          resumeId: p.caregiverId,
          possibleTasks: tasks,
        })),
      );
    return undefined;
  });
});
afterEach(() => jest.restoreAllMocks());

async function expectCards() {
  const known = (await screen.findByText('박정숙의 이력서')).closest('li') as HTMLElement;
  expect(within(known).getByRole('img', { name: '박정숙 님 사진' })).toHaveAttribute(
    'src',
    '/uploads/p7.jpg',
  );
  expect(within(known).getByText('60대 · 경력 3년')).toBeInTheDocument();
  const unknown = screen.getByText('김영희의 이력서').closest('li') as HTMLElement;
  expect(within(unknown).queryByText(/대$|경력/)).not.toBeInTheDocument();
}

it('받은 지원함 shows the age group and 경력 next to the photo', async () => {
  renderRoute(<InboxPage />, { path: '/inbox' });
  await expectCards();
});

it('보낸 연락함 shows the age group and 경력 next to the photo', async () => {
  renderRoute(<OutgoingBoxPage />, { path: '/outgoing-box' });
  await expectCards();
});

it('저장함 shows the age group and 경력 next to the photo', async () => {
  renderRoute(<BookmarkPage />, { path: '/bookmark' });
  await expectCards();
});
