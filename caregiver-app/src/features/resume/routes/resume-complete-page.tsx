import { useEffect } from 'react';
import { DoneCard, DoneScreen } from '../../../components/done-screen';
import { resumeStore } from '../resume-store';

/** /complete: the resume is registered (spec §2); 확인 goes to /. */
export function ResumeCompletePage() {
  // Spec §4: submitting resets the resume data.
  useEffect(() => resumeStore.getState().reset(), []);
  return (
    <DoneScreen title="이력서를 등록했어요">
      <DoneCard>
        <span>이제 센터에서 이력서를 보고 연락할 수 있어요.</span>
        <span>받은 연락은 홈에서 확인하세요.</span>
      </DoneCard>
    </DoneScreen>
  );
}
