import { useNavigate, useParams } from 'react-router-dom';
import { useAcceptContact } from '../api/accept-contact';
import { ReplyWizard } from '../components/reply-wizard';
import { useContactDetail } from '../../../api/get-contact-detail';

/** /accept/{contactId}: accept a manager's contact in two steps, then /accept/complete. */
export function AcceptPage() {
  const contactId = Number(useParams().contactId);
  const navigate = useNavigate();
  const { data } = useContactDetail(contactId);
  const accept = useAcceptContact();
  return (
    <ReplyWizard
      key={contactId}
      title="수락하기"
      messageTitle={'센터에 전할 말을\n적어주세요'}
      subject={data && { title: data.title, center: data.center.centerName }}
      runName={`accept:${contactId}`}
      submitLabel="수락하기"
      onSubmit={async (body, requestKey) => {
        const r = await accept(contactId, body, requestKey);
        navigate('/accept/complete', { replace: true, state: r });
      }}
    />
  );
}
