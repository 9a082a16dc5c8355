import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { DoneCard, DoneScreen } from '../../../components/done-screen';
import { resumeStore } from '../resume-store';

export interface ResumeDoneState {
  /** The elder she was applying to when she was asked for a resume (issue 30). */
  elderId: number | null;
}

/** /complete: the resume is registered (spec §2); 확인 goes to /, or back to the elder she was applying to. */
export function ResumeCompletePage() {
  // Read before the reset below: an edit says 수정했어요, not 등록했어요 (issue 15).
  const [edited] = useState(() => resumeStore.getState().mode === 'edit');
  const elderId = (useLocation().state as ResumeDoneState | null)?.elderId ?? null;
  // Spec §4: submitting resets the resume data.
  useEffect(() => resumeStore.getState().reset(), []);
  return (
    <DoneScreen
      title={edited ? '이력서를 수정했어요' : '이력서를 등록했어요'}
      next={elderId ? { to: `/detail/elder/${elderId}`, label: '보던 어르신 공고로 돌아가기' } : undefined}
    >
      <DoneCard>
        {elderId ? (
          <span>이제 보던 어르신에게 지원할 수 있어요.</span>
        ) : (
          <>
            <span>이제 센터에서 이력서를 보고 연락할 수 있어요.</span>
            <span>받은 연락은 홈에서 확인하세요.</span>
          </>
        )}
      </DoneCard>
    </DoneScreen>
  );
}
