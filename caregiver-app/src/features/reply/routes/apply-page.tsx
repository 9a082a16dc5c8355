import { useNavigate, useParams } from 'react-router-dom';
import { SkeletonList, SubPage } from '@dolbom/shared-ui';
import { useApplyToElder } from '../api/apply-to-elder';
import { PostingClosed, ResumeFirst } from '../components/apply-blocked';
import { ReplyWizard } from '../components/reply-wizard';
import { useElderDetail } from '../../../api/get-elder-detail';
import { useMyPage } from '../../../api/get-my-page';

/**
 * /apply/{elderId}: apply to an elder's posting in two steps, then /apply/complete. Without a resume she
 * is asked to write one first; a closed posting says so before any step (issue 30).
 */
export function ApplyPage() {
  const elderId = Number(useParams().elderId);
  const navigate = useNavigate();
  const { data } = useElderDetail(elderId);
  const me = useMyPage();
  const apply = useApplyToElder();
  if (!me.data && !me.error)
    return (
      <SubPage title="지원하기">
        <SkeletonList count={2} />
      </SubPage>
    );
  if (me.data && !me.data.resumeRegistered) return <ResumeFirst elderId={elderId} />;
  if (data?.closed && data.applyStatus === null) return <PostingClosed />;
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
