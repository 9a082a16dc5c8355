import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { BookmarkButton, BOTTOM_BAR_HEIGHT, Button, SkeletonList, SubPage } from '@dolbom/shared-ui';
import type { ContactDetail } from '@dolbom/shared-api/contracts';
import { CenterPhone } from '../../../components/care-card';
import { ConfirmAction } from '../../../components/confirm-action';
import { DECLINE_CONTACT } from '../../../lib/decline-contact';
import { useRejectContact } from '../../boxes/api/reject-contact';
import { DetailLoadError } from '../../../components/detail-load-error';
import { ActionBar } from '../../../components/screen';
import { useToggleContactBookmark } from '../../../api/toggle-contact-bookmark';
import { useOptimisticToggle } from '../../../lib/use-optimistic-toggle';
import { useContactDetail } from '../../../api/get-contact-detail';
import { ElderDetailBody } from '../components/elder-detail-body';
import { ReportAction } from '../../../components/report-action';
import { ConnectionCard } from '../../jobs/components/connection-card';

/** /detail/elder/contact/{contactId}?done= : a received contact; unless done, 저장 and 수락하기. */
export function ContactDetailPage() {
  const contactId = Number(useParams().contactId);
  const done = useSearchParams()[0].get('done') === 'true';
  const { data, error, mutate, isValidating } = useContactDetail(contactId);
  const showActions = !!data && !done && data.status === 'pending';
  return (
    <SubPage title="자세히 보기" bottomInset={showActions ? BOTTOM_BAR_HEIGHT : 0}>
      {error && !data && (
        <DetailLoadError
          error={error}
          onRetry={() => void mutate()}
          retrying={isValidating}
          what="연락"
          back={{ to: '/', label: '홈으로' }}
        />
      )}
      {!data && !error && <SkeletonList count={3} />}
      {data && (
        <>
          {data.connection ? (
            <ConnectionCard connection={data.connection} />
          ) : (
            <CenterPhone phone={data.managerPhone} />
          )}
          <ElderDetailBody
            d={{ ...data, center: data.center.centerName, centerInfo: data.center }}
            messageLabel="사회복지사가 보낸 메시지"
          />
          <ReportAction
            targetType="CONTACT"
            targetId={data.contactId}
            intro="이 연락을 신고하는 이유를 골라주세요."
          />
          {showActions && <ContactActions d={data} />}
        </>
      )}
    </SubPage>
  );
}

function ContactActions({ d }: { d: ContactDetail }) {
  const navigate = useNavigate();
  const toggleBookmark = useToggleContactBookmark();
  const [saved, toggle, , failure] = useOptimisticToggle(d.bookmarked, (want) =>
    toggleBookmark(d.contactId, want),
  );
  const reject = useRejectContact();
  return (
    <ActionBar>
      <BookmarkButton saved={saved} onToggle={() => void toggle()} failure={failure} />
      {/* Issue 15: decline from the detail too, after the spec's confirm dialog; then home. */}
      <ConfirmAction
        label="거절"
        {...DECLINE_CONTACT}
        action={async () => {
          await reject(d.contactId);
          navigate('/', { replace: true });
        }}
      />
      <Button onClick={() => navigate(`/accept/${d.contactId}`)}>수락하기</Button>
    </ActionBar>
  );
}
