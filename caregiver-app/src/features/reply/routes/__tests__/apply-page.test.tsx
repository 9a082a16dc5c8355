import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyPage, NearElderDetail } from '@dolbom/shared-api/contracts';
import { installFakeApi, renderRoute } from '@dolbom/shared-ui/testing';
import { elderInfoFixture, nearElderDetailFixture } from '../../../../test-utils/fixtures';
import { ElderDetailPage } from '../../../detail/routes/elder-detail-page';
import { ApplyPage } from '../apply-page';

// Issue 30: applying without a resume, and to a closed posting.
const elder = (over: Partial<NearElderDetail> = {}) =>
  nearElderDetailFixture({ mobility: true, meal: true, elder: elderInfoFixture({ meal: [] }), ...over });
const me = (resumeRegistered: boolean): MyPage => ({
  name: '박정숙',
  address: '서울 강남구 논현로 508',
  phone: '010-3456-7801',
  profileImage: null,
  resumeRegistered,
  jobOpen: true,
  savedEldersCount: 0,
  managerContactCount: 0,
  applyCount: 0,
  introduction: '',
  experience: [],
});

function fake(detail: NearElderDetail, resume: boolean) {
  return installFakeApi((c) => {
    if (c.url.startsWith('/api/caregiver/near?elderId=3')) return { status: 200, body: detail };
    if (c.url === '/api/caregiver/mypage') return { status: 200, body: me(resume) };
    return undefined;
  });
}
const where = () => screen.getByRole('status', { name: '현재 위치' }).textContent;

beforeEach(() => sessionStorage.clear());

describe('지원하기 without a resume (issue 30)', () => {
  it('asks for the one-minute resume, which leads back to this elder', async () => {
    const calls = fake(elder(), false);
    renderRoute(<ApplyPage />, { route: '/apply/:elderId', path: '/apply/3' });
    expect(await screen.findByText(/이력서가 필요해요/)).toBeInTheDocument();
    expect(screen.queryByLabelText('휴대전화 번호')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '1분 이력서 쓰기' }));
    expect(where()).toBe('/resume?elder=3');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the two steps to a caregiver with a resume', async () => {
    fake(elder(), true);
    renderRoute(<ApplyPage />, { route: '/apply/:elderId', path: '/apply/3' });
    expect(await screen.findByLabelText('휴대전화 번호')).toHaveValue('010-3456-7801');
  });
});

describe('a closed posting (issue 30)', () => {
  it('says 모집 완료 on the detail instead of 지원하기', async () => {
    fake(elder({ closed: true }), true);
    renderRoute(<ElderDetailPage />, { route: '/detail/elder/:elderId', path: '/detail/elder/3' });
    expect(await screen.findByRole('button', { name: '모집 완료' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '지원하기' })).not.toBeInTheDocument();
    expect(screen.getByText('모집이 끝난 어르신이에요. 다른 어르신을 찾아보세요.')).toBeInTheDocument();
  });

  it('says so on /apply before any step', async () => {
    fake(elder({ closed: true }), true);
    renderRoute(<ApplyPage />, { route: '/apply/:elderId', path: '/apply/3' });
    expect(await screen.findByText(/모집이 끝난/)).toBeInTheDocument();
    expect(screen.queryByLabelText('휴대전화 번호')).not.toBeInTheDocument();
  });
});

describe('저장 offline (issue 30)', () => {
  it('says why it did not save, as 지원하기 does, and puts the button back', async () => {
    installFakeApi((c) => {
      if (c.method === 'GET' && c.url.startsWith('/api/caregiver/near?elderId=3'))
        return { status: 200, body: elder() };
      if (c.method === 'POST') return Promise.reject(new TypeError('Failed to fetch'));
      return undefined;
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute(<ElderDetailPage />, { route: '/detail/elder/:elderId', path: '/detail/elder/3' });
    const save = await screen.findByRole('button', { name: '저장' });
    await userEvent.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '저장하지 못했어요. 네트워크 연결을 확인한 뒤 다시 시도해주세요.',
    );
    expect(save).toHaveAttribute('aria-pressed', 'false');
  });
});
