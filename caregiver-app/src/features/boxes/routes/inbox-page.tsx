import { useNavigate } from 'react-router-dom';
import { Button, SegmentedTabs, SubPage } from '@dolbom/shared-ui';
import type { ReceivedContact } from '@dolbom/shared-api/contracts';
import { CareCard, CenterPhone } from '../../../components/care-card';
import { ConfirmAction } from '../../../components/confirm-action';
import { FitLine } from '../../../components/fit-line';
import { PagedList } from '../../../components/paged-list';
import { TAB_ITEMS, useTab } from '../../../lib/use-tab';
import { receivedContactsKey } from '../api/get-received-contacts';
import { useRejectContact } from '../api/reject-contact';
import { DECLINE_CONTACT } from '../../../lib/decline-contact';

/** /inbox 받은 연락함: 대기 (수락하기 / 거절) and 수락 (the center's phone). */
export function InboxPage() {
  const [tab, setTab] = useTab();
  return (
    <SubPage title="받은 연락함">
      <SegmentedTabs label="연락 상태" items={TAB_ITEMS} value={tab} onChange={setTab} />
      <PagedList<ReceivedContact>
        key={tab}
        label={tab === 'pending' ? '대기 중인 연락' : '수락한 연락'}
        keyFor={(page) => receivedContactsKey(tab, page)}
        itemKey={(c) => c.contactId}
        renderItem={(c) => <ReceivedContactCard contact={c} />}
        empty={tab === 'pending' ? '아직 연락이 없어요' : '수락한 연락이 없어요'}
      />
    </SubPage>
  );
}

function ReceivedContactCard({ contact: c }: { contact: ReceivedContact }) {
  const navigate = useNavigate();
  const reject = useRejectContact();
  const pending = c.status === 'pending';
  return (
    <CareCard
      to={`/detail/elder/contact/${c.contactId}?done=${pending ? 'false' : 'true'}`}
      card={c}
      actions={
        pending ? (
          <>
            <ConfirmAction label="거절" {...DECLINE_CONTACT} action={() => reject(c.contactId)} />
            <Button size="medium" onClick={() => navigate(`/accept/${c.contactId}`)}>
              수락하기
            </Button>
          </>
        ) : undefined
      }
    >
      {/* Before 수락하기, whether it fits her resume (issue 30). */}
      {pending && <FitLine item={c} />}
      <CenterPhone phone={c.managerPhone} />
    </CareCard>
  );
}
