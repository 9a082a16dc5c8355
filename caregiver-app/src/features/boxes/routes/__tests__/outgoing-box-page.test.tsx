import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplyCard } from '@dolbom/shared-api/contracts';
import { installFakeApi, renderRoute } from '@dolbom/shared-ui/testing';
import { OutgoingBoxPage } from '../outgoing-box-page';

// Issue 30: a declined apply no longer vanishes; 보낸 지원함 has a 거절 tab.
const declined: ApplyCard = {
  applyId: 7,
  elderId: 3,
  title: '방문 요양 · 강남구 역삼동 · 여 82세 · 3등급',
  center: '행복한요양센터 강남',
  centerGrade: 'A',
  centerGradeYear: 2024,
  centerReviews: null,
  centerReviewCount: 0,
  centerVerified: true,
  wage: 13500,
  wageType: '시급',
  negotiable: false,
  meal: true,
  toileting: false,
  mobility: true,
  daily: false,
  createdAt: '2026-11-20T01:00:00.000Z',
  status: 'declined',
  managerPhone: null,
  declinedAt: '2026-11-21T01:00:00.000Z',
  connectionId: null,
};
const page = (content: ApplyCard[]) => ({
  content,
  totalPages: content.length ? 1 : 0,
  totalElements: content.length,
  size: 10,
  number: 0,
  first: true,
  last: true,
});

it('lists declined applies under 거절 with the day the center declined', async () => {
  const calls = installFakeApi((c) =>
    c.url.startsWith('/api/caregiver/mypage/applies?tab=declined')
      ? { status: 200, body: page([declined]) }
      : c.url.startsWith('/api/caregiver/mypage/applies')
        ? { status: 200, body: page([]) }
        : undefined,
  );
  renderRoute(<OutgoingBoxPage />, { path: '/outgoing-box' });
  expect(await screen.findByText('대기 중인 지원이 없어요')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: '거절' }));
  expect(await screen.findByText('11월 21일에 센터가 거절했어요')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: declined.title })).toHaveAttribute('href', '/detail/elder/3');
  expect(screen.queryByRole('button', { name: '지원 취소' })).not.toBeInTheDocument();
  expect(calls.map((c) => c.url)).toContain('/api/caregiver/mypage/applies?tab=declined&page=0&size=10');
});

it('opens on 수락 from an old notification link (?tab=accepted)', async () => {
  installFakeApi((c) =>
    c.url.startsWith('/api/caregiver/mypage/applies') ? { status: 200, body: page([]) } : undefined,
  );
  renderRoute(<OutgoingBoxPage />, { route: '/outgoing-box', path: '/outgoing-box?tab=accepted' });
  expect(await screen.findByText('수락된 지원이 없어요')).toBeInTheDocument();
});
