import { useState } from 'react';
import styled from 'styled-components';
import { SegmentedTabs, SubPage } from '@dolbom/shared-ui';
import type { ListTab } from '../../../api/types';
import { CardList, CareCard } from '../../../components/care-card';
import { AcrossElders, forElder } from '../../../components/across-elders';
import { ActionError } from '../../../components/for-selected-elder';
import { ListState } from '../../../components/list-state';
import { RevealedContact } from '../../../components/revealed-contact';
import { LIST_TABS, useListTab } from '../../../components/tab-param';
import { caregiverFacts, metaLine, dateText } from '../../../lib/format';
import { useContacts } from '../api/get-contacts';
import { WithdrawButton } from '../components/withdraw-button';
import { OUTGOING_TEXT as T } from '../messages';
import { ProfilePhoto } from '../../../components/profile-photo';

/** /outgoing-box 보낸 연락함: contacts sent for every elder (or the one filtered), tabs 대기 / 수락. */
export function OutgoingBoxPage() {
  const [tab, setTab] = useListTab();
  return (
    <SubPage title={T.title} fallback="/mypage">
      <SegmentedTabs label={T.tabs} items={LIST_TABS} value={tab} onChange={setTab} />
      <AcrossElders>{(elderId) => <Contacts elderId={elderId} tab={tab} />}</AcrossElders>
    </SubPage>
  );
}

function Contacts({ elderId, tab }: { elderId: number | null; tab: ListTab }) {
  const { data, error, isLoading, mutate } = useContacts(elderId, tab);
  const [failed, setFailed] = useState(false);
  return (
    <>
      {failed && <ActionError>{T.actionError}</ActionError>}
      <ListState
        items={data?.content}
        error={error}
        isLoading={isLoading}
        onRetry={() => mutate()}
        empty={T.empty}
      >
        {(items) => (
          <CardList>
            {items.map((c) => (
              <CareCard
                key={c.managerContactId}
                to={`/detail/care/contact/${c.managerContactId}`}
                eyebrow={`${forElder(c.elderName)} · ${c.caregiverName} · ${T.sentOn(dateText(c.createdAt))}`}
                photo={<ProfilePhoto src={c.profileImage} name={c.caregiverName} size={48} />}
                meta={metaLine(caregiverFacts(c.ageGroup, c.experienceYears)) || undefined}
                title={c.title}
                wage={c.wage}
                wageType={c.wageType}
                negotiable={c.negotiable}
                tasks={c.possibleTasks}
                verified={c.certificateVerified}
              >
                {c.held && <HeldNote>{T.held}</HeldNote>}
                {c.status === 'accepted' ? (
                  <RevealedContact phone={c.caregiverPhone} message={c.caregiverMessage} />
                ) : (
                  <WithdrawButton
                    contactId={c.managerContactId}
                    caregiverId={c.caregiverId}
                    onError={() => {
                      setFailed(true);
                      void mutate();
                    }}
                  />
                )}
              </CareCard>
            ))}
          </CardList>
        )}
      </ListState>
    </>
  );
}

/** A held contact: the caregiver gets it once the center verifies the sender (issue 29). */
const HeldNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.gray100};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
