import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { FitList } from '@dolbom/shared-ui';
import type { ContactDetail } from '@dolbom/shared-api/contracts';
import { useAcceptContact } from '../api/accept-contact';
import { ReplyWizard } from '../components/reply-wizard';
import { useContactDetail } from '../../../api/get-contact-detail';
import { scheduleText } from '../../../lib/format';

const MISFIT = {
  title: '내 조건과 맞지 않는 점이 있어요',
  ask: '그래도 수락할까요?',
  accept: '그래도 수락하기',
} as const;

/**
 * /accept/{contactId}: accept a manager's contact in two steps, then /accept/complete. A contact that
 * does not fit her resume (its hours outside her week, above all) says so on both steps and asks once
 * more before it is accepted (issue 30: a 13–18시 job was accepted by a caregiver free 9–12, unwarned).
 */
export function AcceptPage() {
  const contactId = Number(useParams().contactId);
  const navigate = useNavigate();
  const { data } = useContactDetail(contactId);
  const accept = useAcceptContact();
  const misfits = data?.mismatches ?? [];
  return (
    <ReplyWizard
      key={contactId}
      title="수락하기"
      messageTitle={'센터에 전할 말을\n적어주세요'}
      subject={data && { title: data.title, center: data.center.centerName }}
      runName={`accept:${contactId}`}
      submitLabel="수락하기"
      notice={data && misfits.length > 0 && <MisfitNotice d={data} />}
      confirm={
        misfits.length > 0
          ? {
              title: MISFIT.title,
              content: [...misfits, MISFIT.ask].join('\n'),
              confirmLabel: MISFIT.accept,
            }
          : undefined
      }
      onSubmit={async (body, requestKey) => {
        const r = await accept(contactId, body, requestKey);
        navigate('/accept/complete', { replace: true, state: r });
      }}
    />
  );
}

function MisfitNotice({ d }: { d: ContactDetail }) {
  const hours = d.elder.schedule ? scheduleText(d.elder.schedule) : null;
  return (
    <Notice role="note" aria-labelledby="misfit-notice">
      <h2 id="misfit-notice">{MISFIT.title}</h2>
      <FitList misses={d.mismatches} label="맞지 않는 점" />
      {hours && <p>어르신 일정: {hours}</p>}
    </Notice>
  );
}

const Notice = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.dangerLight};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  }
`;
