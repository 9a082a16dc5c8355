import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resume } from '@dolbom/shared-api/contracts';
import {
  installFakeApi,
  type FakeRequest as Call,
  browserBack,
  renderRoute,
} from '@dolbom/shared-ui/testing';
import { draftFromResume, LAST_STEP, resumeStore } from '../../resume-store';
import { ResumeCompletePage } from '../resume-complete-page';
import { ResumePage } from '../resume-page';

const NOT_FOUND = { status: 404, body: { message: '등록한 이력서가 없어요.', code: 'NOT_FOUND' } };

beforeEach(() => {
  sessionStorage.clear();
  resumeStore.getState().reset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const renderResume = () =>
  renderRoute(<ResumePage />, {
    path: '/resume',
    extra: [{ path: '/complete', element: <ResumeCompletePage /> }],
  });
const next = () => userEvent.click(screen.getByRole('button', { name: '다음' }));
const chip = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const error = (text: string) => expect(screen.getByText(text)).toBeInTheDocument();

describe('the resume wizard', () => {
  it('checks every step with the shared step schema before moving on, then creates the resume', async () => {
    const calls = installFakeApi((c: Call) => {
      if (c.method === 'GET') return NOT_FOUND;
      if (c.url === '/api/caregiver/resume/create') return { status: 201, body: c.body };
      return undefined;
    });
    renderResume();
    await userEvent.click(await screen.findByRole('button', { name: '시작하기' }));

    // 1
    await next();
    error('희망 근무 형태를 1개 이상 선택해주세요.');
    await chip('방문 요양');
    expect(screen.queryByText('희망 근무 형태를 1개 이상 선택해주세요.')).not.toBeInTheDocument();
    await next();
    // 2
    await next();
    error('치매 교육 이수 여부를 선택해주세요.');
    error('자격증 번호를 0000-0000000 형식으로 입력해주세요.');
    error('차량 보유 여부를 선택해주세요.');
    await userEvent.click(screen.getByRole('radio', { name: '이수했어요' }));
    await userEvent.type(screen.getByLabelText('요양보호사 자격증 번호'), '2021123');
    expect(screen.getByLabelText('요양보호사 자격증 번호')).toHaveValue('2021-123');
    await userEvent.click(screen.getByRole('radio', { name: '있어요' }));
    await next();
    error('자격증 번호를 0000-0000000 형식으로 입력해주세요.');
    await userEvent.type(screen.getByLabelText('요양보호사 자격증 번호'), '4567');
    await next();
    // 3
    await next();
    error('근무 가능 지역을 1개 이상 선택해주세요.');
    await chip('3km 이내');
    await next();
    // 4
    await next();
    error('근무 가능 요일을 1개 이상 선택해주세요.');
    error('근무 가능 시간을 1개 이상 선택해주세요.');
    await chip('월');
    await chip('수');
    await chip('12~18시');
    await next();
    // 5: 13,000 is filled in; 2 days × 6 h = 12 h, so no 주휴수당.
    const wage = screen.getByLabelText('희망 시급 (원)');
    expect(wage).toHaveValue('13,000');
    expect(screen.getByLabelText('예상 월급')).toHaveTextContent('677,820원');
    expect(screen.getByLabelText('예상 월급')).not.toHaveTextContent('주휴수당 ');
    await userEvent.clear(wage);
    await next();
    error('희망 시급을 입력해주세요.');
    await userEvent.type(wage, '14a500');
    expect(wage).toHaveValue('14,500');
    await next();
    // 6
    await next();
    error('돌볼 수 있는 등급을 1개 이상 선택해주세요.');
    await chip('모두 가능');
    expect(screen.getByRole('button', { name: '인지지원등급' })).toHaveAttribute('aria-pressed', 'true');
    await next();
    // 7: every category needs a choice or 해당 없음, and the step says what 해당 없음 means.
    expect(
      screen.getByText(/‘해당 없음’을 고른 분야의 도움이 필요한\s*어르신과는 연결되지 않아요/),
    ).toBeInTheDocument();
    const meal = screen.getByRole('group', { name: /식사/ });
    await userEvent.click(within(meal).getByRole('button', { name: '식사 도움' }));
    await userEvent.click(within(meal).getByRole('button', { name: '모두 가능' }));
    expect(within(meal).getByRole('button', { name: '식사 도움' })).toHaveAttribute('aria-pressed', 'false');
    await next();
    expect(screen.getAllByText('하나 이상 고르거나 ‘해당 없음’을 선택해주세요.')).toHaveLength(3);
    for (const name of ['배변', '이동', '일상']) {
      const group = screen.getByRole('group', { name: new RegExp(name) });
      await userEvent.click(within(group).getByRole('button', { name: '해당 없음' }));
    }
    // 해당 없음 stands alone too.
    const daily = screen.getByRole('group', { name: /일상/ });
    await userEvent.click(within(daily).getByRole('button', { name: '병원 동행' }));
    expect(within(daily).getByRole('button', { name: '해당 없음' })).toHaveAttribute('aria-pressed', 'false');
    await next();
    // 8: 상관없어요 by default; family and pets are not preselected and need an answer.
    expect(screen.getByRole('radio', { name: '상관없어요' })).toHaveAttribute('aria-checked', 'true');
    for (const r of screen.getAllByRole('radio', { name: '어려워요' })) {
      expect(r).toHaveAttribute('aria-checked', 'false');
    }
    await next();
    error('가족이 함께 있는 집도 괜찮은지 선택해주세요.');
    error('반려동물이 있는 집도 괜찮은지 선택해주세요.');
    const [familyNo] = screen.getAllByRole('radio', { name: '어려워요' });
    const [, petYes] = screen.getAllByRole('radio', { name: '괜찮아요' });
    if (!familyNo || !petYes) throw new Error('step 8 radios');
    await userEvent.click(familyNo);
    await userEvent.click(petYes);
    await next();
    // 9
    await userEvent.type(screen.getByLabelText('자기소개 (선택)'), '짧아요');
    await userEvent.click(screen.getByRole('button', { name: '이력서 제출' }));
    error('이력서 제목을 입력해주세요. (50자 이내)');
    error('자기소개는 10자 이상 50자 이내로 입력해주세요.');
    await userEvent.clear(screen.getByLabelText('자기소개 (선택)'));
    await userEvent.type(screen.getByLabelText('이력서 제목'), '성실하게 모시겠습니다');
    await userEvent.click(screen.getByRole('button', { name: '이력서 제출' }));

    expect(await screen.findByRole('heading', { name: '이력서를 등록했어요' })).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      jobPosition: ['방문 요양'],
      hasDementiaTraining: 'COMPLETE',
      certificateCode: '2021-1234567',
      hasVehicle: true,
      workPlace: ['WITHIN_3KM'],
      workDay: [0, 2],
      workTimeSlot: [1],
      isNegotiableTime: false,
      wage: 14500,
      elderRank: [1, 2, 3, 4, 5, 6],
      meal: ['모두 가능'],
      toileting: ['해당 없음'],
      mobility: ['해당 없음'],
      daily: ['병원 동행'],
      preferredGender: 'EVERY',
      isFamilyPreferred: false,
      isPetPreferred: true,
      experience: [],
      introduction: '',
      title: '성실하게 모시겠습니다',
    });
    // Submitting clears the draft (spec §4).
    expect(resumeStore.getState().mode).toBeNull();
  });

  it('opens a saved resume pre-filled as 이력서 수정 and saves it with PUT; empty categories read as 해당 없음', async () => {
    const saved: Resume = {
      jobPosition: ['입주 요양'],
      hasDementiaTraining: 'INCOMPLETE',
      certificateCode: '2019-1234567',
      hasVehicle: false,
      workPlace: ['WALK_15_MIN'],
      workDay: [5, 6],
      workTimeSlot: [0],
      isNegotiableTime: true,
      wage: 15000,
      elderRank: [3],
      meal: [],
      toileting: [],
      mobility: [],
      daily: [],
      preferredGender: 'female',
      isFamilyPreferred: true,
      isPetPreferred: false,
      experience: [
        {
          startDate: '2020-01-01',
          endDate: '2021-01-01',
          work: '방문 요양',
          center: '행복센터',
          current: false,
        },
      ],
      introduction: '',
      title: '주말 입주 가능',
    };
    const calls = installFakeApi((c) =>
      c.method === 'GET' ? { status: 200, body: saved } : { status: 200, body: c.body },
    );
    renderResume();
    await userEvent.click(await screen.findByRole('button', { name: '수정 시작하기' }));
    expect(screen.getByRole('heading', { name: '이력서 수정' })).toBeInTheDocument();
    expect(screen.queryByText('이력서 등록')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '입주 요양' })).toHaveAttribute('aria-pressed', 'true');
    for (let i = 0; i < 6; i++) await next();
    const meal = screen.getByRole('group', { name: /식사/ });
    expect(within(meal).getByRole('button', { name: '해당 없음' })).toHaveAttribute('aria-pressed', 'true');
    for (let i = 0; i < 2; i++) await next();
    expect(screen.getByLabelText('이력서 제목')).toHaveValue('주말 입주 가능');
    expect(screen.getByLabelText('근무한 곳')).toHaveValue('행복센터');
    await userEvent.click(screen.getByRole('button', { name: '이력서 제출' }));
    expect(await screen.findByText('/complete')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/caregiver/resume');
    expect(put?.body).toEqual({
      ...saved,
      meal: ['해당 없음'],
      toileting: ['해당 없음'],
      mobility: ['해당 없음'],
      daily: ['해당 없음'],
    });
  });

  it('keeps the draft in sessionStorage', async () => {
    installFakeApi(() => NOT_FOUND);
    renderResume();
    await userEvent.click(await screen.findByRole('button', { name: '시작하기' }));
    await chip('방문 목욕');
    const stored = JSON.parse(sessionStorage.getItem('resumeDraft') ?? '{}') as {
      state: { step: number; draft: { jobPosition: string[] } };
    };
    expect(stored.state.step).toBe(1);
    expect(stored.state.draft.jobPosition).toEqual(['방문 목욕']);
  });

  it('sends one Idempotency-Key per run: the same on a retry and after a reload, a new one after submitting', async () => {
    const resume: Resume = {
      jobPosition: ['방문 요양'],
      hasDementiaTraining: 'COMPLETE',
      certificateCode: '2019-1234567',
      hasVehicle: false,
      workPlace: ['WALK_15_MIN'],
      workDay: [0],
      workTimeSlot: [0],
      isNegotiableTime: false,
      wage: 13000,
      elderRank: [3],
      meal: [],
      toileting: [],
      mobility: [],
      daily: [],
      preferredGender: 'EVERY',
      isFamilyPreferred: false,
      isPetPreferred: false,
      experience: [],
      introduction: '',
      title: '성실하게 모시겠습니다',
    };
    resumeStore.getState().start(null);
    resumeStore.setState({ step: LAST_STEP, draft: draftFromResume(resume) });
    const key = resumeStore.getState().requestKey;
    const stored = JSON.parse(sessionStorage.getItem('resumeDraft') ?? '{}') as {
      state: { requestKey: string };
    };
    expect(stored.state.requestKey).toBe(key);

    let fail = true;
    const calls = installFakeApi((c) =>
      c.method === 'POST'
        ? fail
          ? { status: 503, body: { message: '잠시 후 다시 시도해주세요.', code: 'X' } }
          : { status: 201, body: c.body }
        : NOT_FOUND,
    );
    renderResume();
    await userEvent.click(screen.getByRole('button', { name: '이력서 제출' }));
    expect(await screen.findByText('잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '이력서 제출' }));
    expect(await screen.findByText('/complete')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.headers?.['Idempotency-Key'])).toEqual([key, key]);
    expect(resumeStore.getState().requestKey).not.toBe(key);
  });
});

describe('a resume written to apply (issue 30)', () => {
  it('leads back to the elder she was applying to', async () => {
    resumeStore.getState().start(null);
    resumeStore.setState({
      step: LAST_STEP,
      draft: draftFromResume({
        jobPosition: ['방문 요양'],
        hasDementiaTraining: 'COMPLETE',
        certificateCode: '2019-1234567',
        hasVehicle: false,
        workPlace: ['WALK_15_MIN'],
        workDay: [0],
        workTimeSlot: [0],
        isNegotiableTime: false,
        wage: 13000,
        elderRank: [3],
        meal: ['모두 가능'],
        toileting: ['모두 가능'],
        mobility: ['모두 가능'],
        daily: ['모두 가능'],
        preferredGender: 'EVERY',
        isFamilyPreferred: true,
        isPetPreferred: true,
        experience: [],
        introduction: '',
        title: '성실하게 모시겠습니다',
      }),
    });
    installFakeApi((c) => (c.method === 'POST' ? { status: 201, body: c.body } : NOT_FOUND));
    renderRoute(<ResumePage />, {
      route: '/resume',
      path: `/resume?elder=3&step=${LAST_STEP}`,
      extra: [{ path: '/complete', element: <ResumeCompletePage /> }],
    });
    await userEvent.click(screen.getByRole('button', { name: '이력서 제출' }));
    expect(await screen.findByText('이제 보던 어르신에게 지원할 수 있어요.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '보던 어르신 공고로 돌아가기' }));
    expect(screen.getByRole('status', { name: '현재 위치' })).toHaveTextContent('/detail/elder/3');
  });
});

describe('/complete after an edit', () => {
  it('says 수정했어요, not 등록했어요', async () => {
    resumeStore.getState().start(null);
    resumeStore.setState({ mode: 'edit' });
    renderRoute(<ResumeCompletePage />, { path: '/complete' });
    expect(await screen.findByRole('heading', { name: '이력서를 수정했어요' })).toBeInTheDocument();
    expect(screen.queryByText('이력서를 등록했어요')).not.toBeInTheDocument();
  });
});

describe('the phone’s back button in the resume wizard', () => {
  const saved: Resume = {
    jobPosition: ['방문 요양'],
    hasDementiaTraining: 'COMPLETE',
    certificateCode: '2019-1234567',
    hasVehicle: false,
    workPlace: ['WALK_15_MIN'],
    workDay: [0],
    workTimeSlot: [0],
    isNegotiableTime: false,
    wage: 13000,
    elderRank: [3],
    meal: [],
    toileting: [],
    mobility: [],
    daily: [],
    preferredGender: 'EVERY',
    isFamilyPreferred: false,
    isPetPreferred: false,
    experience: [],
    introduction: '',
    title: '성실하게 모시겠습니다',
  };
  const where = () => screen.getByRole('status', { name: '현재 위치' }).textContent;

  it('goes back one step (the step is in the URL), and from the start screen leaves the wizard', async () => {
    installFakeApi(() => NOT_FOUND);
    resumeStore.getState().start(null);
    resumeStore.setState({ draft: draftFromResume(saved) });
    renderRoute(<ResumePage />, { path: '/resume', before: ['/mypage'] });
    await userEvent.click(screen.getByRole('button', { name: '시작하기' }));
    await next();
    expect(screen.getByText('2 / 9')).toBeInTheDocument();
    expect(where()).toBe('/resume?step=2');
    browserBack();
    expect(screen.getByText('1 / 9')).toBeInTheDocument();
    expect(where()).toBe('/resume?step=1');
    browserBack();
    expect(screen.getByRole('button', { name: '시작하기' })).toBeInTheDocument();
    expect(where()).toBe('/resume');
    browserBack();
    expect(where()).toBe('/mypage');
  });

  it('a reload keeps the step from the URL', async () => {
    installFakeApi(() => NOT_FOUND);
    resumeStore.getState().start(null);
    resumeStore.setState({ draft: draftFromResume(saved) });
    renderRoute(<ResumePage />, { route: '/resume', path: '/resume?step=4' });
    expect(screen.getByText('4 / 9')).toBeInTheDocument();
    expect(resumeStore.getState().step).toBe(4);
  });
});

describe('a new resume starts from the sign-up profile', () => {
  it('prefills step 9 with the introduction and experience typed at sign-up', async () => {
    installFakeApi((c) =>
      c.url === '/api/caregiver/mypage'
        ? {
            status: 200,
            body: {
              name: '박정숙',
              address: '서울 강남구 논현로 508',
              phone: '010-3456-7801',
              profileImage: null,
              resumeRegistered: false,
              jobOpen: true,
              savedEldersCount: 0,
              managerContactCount: 0,
              applyCount: 0,
              introduction: '어르신을 가족처럼 모시겠습니다',
              experience: [
                { startDate: '2019-03-01', endDate: '2022-02-28', work: '방문 요양', center: '행복재가센터' },
              ],
            },
          }
        : NOT_FOUND,
    );
    renderRoute(<ResumePage />, { route: '/resume', path: '/resume?step=9' });
    expect(await screen.findByLabelText('자기소개 (선택)')).toHaveValue('어르신을 가족처럼 모시겠습니다');
    expect(screen.getByDisplayValue('행복재가센터')).toBeInTheDocument();
    expect(screen.getByDisplayValue('방문 요양')).toBeInTheDocument();
  });
});
