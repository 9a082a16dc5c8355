import { useNavigate, useParams } from 'react-router-dom';
import { useApplyToElder } from '../api/apply-to-elder';
import { ReplyWizard } from '../components/reply-wizard';
import { useElderDetail } from '../../../api/get-elder-detail';

/** /apply/{elderId}: apply to an elder's posting in two steps, then /apply/complete. */
export function ApplyPage() {
  const elderId = Number(useParams().elderId);
  const navigate = useNavigate();
  const { data } = useElderDetail(elderId);
  const apply = useApplyToElder();
  return (
    <ReplyWizard
      key={elderId}
      title="지원하기"
      messageTitle={'센터에 전할 말을\n적어주세요'}
      subject={data && { title: data.title, center: data.centerName }}
      runName={`apply:${elderId}`}
      submitLabel="지원하기"
      onSubmit={async (body, requestKey) => {
        const r = await apply(elderId, body, requestKey);
        navigate('/apply/complete', { replace: true, state: r });
      }}
    />
  );
}
