import { useLocation } from 'react-router-dom';
import type { ApplyResponse } from '@dolbom/shared-api/contracts';
import { DoneCard, DoneScreen } from '../../../components/done-screen';

/** /apply/complete: the posting's title; the phone appears once the center accepts (PRODUCT.md). */
export function ApplyCompletePage() {
  const r = useLocation().state as ApplyResponse | null;
  return (
    <DoneScreen title="지원을 완료했어요">
      <DoneCard>
        {r && <strong>{r.title}</strong>}
        <span>센터에서 확인한 뒤 연락드릴 거예요.</span>
        <span>수락되면 보낸 지원함에서 연락처를 볼 수 있어요.</span>
      </DoneCard>
    </DoneScreen>
  );
}
