import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ErrorState, SkeletonList, SubPage, TaskTags } from '@dolbom/shared-ui';
import { InfoRow as Row, InfoSection as Section } from '@dolbom/shared-ui';
import { ProfilePhoto } from '../../../components/profile-photo';
import { RevealedContact } from '../../../components/revealed-contact';
import { ConnectionButton } from '../../jobs/components/connection-button';
import { dateText, wageText } from '../../../lib/format';
import { useContact } from '../api/get-contact';
import { WithdrawButton } from '../components/withdraw-button';
import { OUTGOING_TEXT as T } from '../messages';

/** /detail/care/contact/:contactId: one contact the manager sent, and its answer. */
export function ContactDetailPage() {
  const navigate = useNavigate();
  const contactId = Number(useParams().contactId);
  const { data, error, mutate } = useContact(contactId);
  return (
    <SubPage title={T.detailTitle} fallback="/outgoing-box">
      {error && !data ? (
        <ErrorState onRetry={() => mutate()} />
      ) : !data ? (
        <SkeletonList count={2} />
      ) : (
        <>
          <Profile>
            <ProfilePhoto src={data.profileImage} name={data.caregiverName} size={56} />
            <div>
              <Name>{data.caregiverName} 요양보호사</Name>
              <Sub>{data.title}</Sub>
            </div>
          </Profile>
          <Status $accepted={data.status === 'accepted'}>
            {data.status === 'accepted' ? T.accepted : data.held ? T.held : T.pending}
          </Status>
          {data.status === 'accepted' && (
            <>
              <RevealedContact phone={data.caregiverPhone} message={data.caregiverMessage} />
              <ConnectionButton
                size="large"
                elderId={data.elderId}
                from={{ contactId: data.managerContactId }}
              />
            </>
          )}
          <TaskTags tasks={data.possibleTasks} label="가능한 돌봄" />
          <Section title="보낸 내용">
            {/* Who it is about (issue 30: the detail named only the caregiver). */}
            <Row label="어르신">{data.elderName} 어르신</Row>
            <Row label="보낸 날">{dateText(data.createdAt)}</Row>
            <Row label="근무 형태">{data.workType}</Row>
            <Row label="급여">{wageText(data.wage, data.wageType)}</Row>
            <Row label="연락처">{data.phone}</Row>
            <Row label="전할 말">{data.message || '없음'}</Row>
          </Section>
          <Button variant="secondary" onClick={() => navigate(`/detail/care/${data.caregiverId}?done=true`)}>
            이력서 보기
          </Button>
          {data.status === 'pending' && (
            <WithdrawButton
              size="large"
              contactId={data.managerContactId}
              caregiverId={data.caregiverId}
              onDone={() => navigate('/outgoing-box', { replace: true })}
            />
          )}
        </>
      )}
    </SubPage>
  );
}

const Profile = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
`;
const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
`;
const Sub = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Status = styled.p<{ $accepted: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ $accepted, theme }) => ($accepted ? theme.colors.primaryLight : theme.colors.gray100)};
  color: ${({ $accepted, theme }) => ($accepted ? theme.colors.primaryDark : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
