import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  BOTTOM_BAR_HEIGHT,
  BottomBar,
  Button,
  ErrorState,
  Header,
  PageBody,
  PageTitle,
  SkeletonList,
  SubPage,
  useBack,
  useUrlStep,
} from '@dolbom/shared-ui';
import { isApiError } from '@dolbom/shared-api';
import { errorText } from '../../../lib/format';
import { getMyPage } from '../../../api/get-my-page';
import { getResume } from '../api/get-resume';
import { useSaveResume } from '../api/save-resume';
import { RESUME_STEPS } from '../components/steps';
import { toResumeBody } from '../lib/to-body';
import { validateStep, type StepErrors } from '../lib/validate-step';
import { LAST_STEP, resumeStore, useResume, type ResumeStep } from '../resume-store';
import type { ResumeDoneState } from './resume-complete-page';

/** 이력서 등록 for a new resume, 이력서 수정 when editing (issue 15). */
const titleOf = (mode: 'create' | 'edit' | null) => (mode === 'edit' ? '이력서 수정' : '이력서 등록');

/**
 * /resume 이력서 등록: nine steps (spec §4). A saved resume opens pre-filled for editing; the draft
 * stays in sessionStorage until it is submitted.
 */
export function ResumePage() {
  const mode = useResume((s) => s.mode);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (mode !== null) return;
    let live = true;
    setFailed(false);
    getResume().then(
      (saved) => live && resumeStore.getState().start(saved),
      (e: unknown) => {
        if (!live) return;
        if (isApiError(e) && e.status === 404) {
          // A new resume starts from the introduction and experience typed at sign-up (issue 15).
          getMyPage().then(
            (me) => live && resumeStore.getState().start(null, me),
            () => live && resumeStore.getState().start(null),
          );
        } else {
          console.error(e);
          setFailed(true);
        }
      },
    );
    return () => {
      live = false;
    };
  }, [mode, attempt]);

  if (mode === null)
    return (
      <SubPage title={titleOf(mode)}>
        {failed ? <ErrorState onRetry={() => setAttempt((n) => n + 1)} /> : <SkeletonList count={2} />}
      </SubPage>
    );
  return <ResumeWizard mode={mode} />;
}

/** `?elder=` names the elder she was applying to (issue 30): /complete leads back to it. */
function useReturnElder(): number | null {
  const raw = useSearchParams()[0].get('elder');
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

function ResumeWizard({ mode }: { mode: 'create' | 'edit' }) {
  const navigate = useNavigate();
  const returnElder = useReturnElder();
  const leave = useBack('/mypage');
  const save = useSaveResume();
  // The step is in the URL: the phone's back button goes back one step (issue 15).
  const savedStep = useResume((s) => s.step);
  const url = useUrlStep({ min: 0, max: LAST_STEP, resumeAt: savedStep });
  const step = url.step as ResumeStep;
  useEffect(() => resumeStore.getState().setStep(step), [step]);
  const draft = useResume((s) => s.draft);
  // After a refused 다음, the messages follow the answers as they change.
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const def = step > 0 ? RESUME_STEPS[step - 1] : undefined;
  const TITLE = titleOf(mode);
  const errors: StepErrors = tried && def ? validateStep(def.key, draft) : {};

  useEffect(() => {
    window.scrollTo(0, 0);
    setTried(false);
    setFailure(undefined);
  }, [step]);

  const go = (to: number) => url.go(to);

  async function submit() {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setFailure(undefined);
    try {
      await save(mode, toResumeBody(resumeStore.getState().draft), resumeStore.getState().requestKey);
      // Spec §4: submitting resets the resume data; /complete does it, once this screen is gone
      // (resetting here would make this screen load the resume again before it leaves).
      const done: ResumeDoneState = { elderId: returnElder };
      navigate('/complete', { replace: true, state: done });
    } catch (e) {
      console.error('이력서 저장 실패', e);
      setFailure(errorText(e));
      sending.current = false;
      setPending(false);
    }
  }

  function next() {
    if (!def) return go(1);
    const found = validateStep(def.key, resumeStore.getState().draft);
    if (Object.keys(found).length > 0) return setTried(true);
    if (step < LAST_STEP) go(step + 1);
    else void submit();
  }

  return (
    <>
      <Header title={TITLE} onBack={step === 0 ? leave : () => go(step - 1)} />
      <PageBody $gap={20} $bottomInset={BOTTOM_BAR_HEIGHT} aria-label={`${TITLE} ${step}/9 단계`}>
        {def ? (
          <>
            <Progress>
              <span>
                {step} / {LAST_STEP}
              </span>
              <Bar aria-hidden="true">
                <Fill style={{ width: `${(step / LAST_STEP) * 100}%` }} />
              </Bar>
            </Progress>
            <PageTitle>{def.title}</PageTitle>
            <def.Component errors={errors} />
            {failure && <Failure role="alert">{failure}</Failure>}
          </>
        ) : (
          <Intro>
            <PageTitle>
              {mode === 'edit' ? '등록한 이력서를\n고칠 수 있어요' : '1분이면 이력서를\n만들 수 있어요'}
            </PageTitle>
            <p>9단계로 나누어 차근차근 여쭤볼게요.</p>
            <p>중간에 나가셔도 적던 내용은 남아 있어요.</p>
          </Intro>
        )}
      </PageBody>
      <BottomBar>
        {step > 1 && (
          <Button variant="outline" onClick={() => go(step - 1)} disabled={pending}>
            이전
          </Button>
        )}
        <Button onClick={next} loading={pending} disabled={pending}>
          {step === 0
            ? mode === 'edit'
              ? '수정 시작하기'
              : '시작하기'
            : step === LAST_STEP
              ? '이력서 제출'
              : '다음'}
        </Button>
      </BottomBar>
    </>
  );
}

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  span {
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    white-space: nowrap;
  }
`;
const Bar = styled.div`
  flex: 1;
  height: 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.gray200};
  overflow: hidden;
`;
const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;
const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding-top: ${({ theme }) => theme.space.xxl}px;
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
const Failure = styled.p`
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
