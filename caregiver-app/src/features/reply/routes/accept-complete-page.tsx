import { useLocation } from 'react-router-dom';
import type { AcceptContactResponse } from '@dolbom/shared-api/contracts';
import { DoneCard, DoneScreen } from '../../../components/done-screen';

/** /accept/complete: accepting is the consent to share phones, so the manager's phone shows here. */
export function AcceptCompletePage() {
  const r = useLocation().state as AcceptContactResponse | null;
  return (
    <DoneScreen title="연락을 수락했어요">
      {r ? (
        <DoneCard>
          <strong>{r.title}</strong>
          <span>센터 연락처</span>
          <a href={`tel:${r.phone}`}>{r.phone}</a>
          <span>센터에 전화해서 일정을 이야기해 보세요.</span>
        </DoneCard>
      ) : (
        <DoneCard>받은 연락함의 수락 탭에서 센터 연락처를 볼 수 있어요.</DoneCard>
      )}
    </DoneScreen>
  );
}
