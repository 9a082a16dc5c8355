import { useState } from 'react';
import { Button, ConfirmModal, SubPage, Toast, useTimedValue } from '@dolbom/shared-ui';
import { Card, CardActions, CardLine, CardTitle } from '../../../components/card';
import { PagedList } from '../../../components/paged-list';
import { useOneAtATime } from '../../../hooks/use-one-at-a-time';
import { dateTimeText, errorText } from '../../../lib/format';
import { PrivatePhoto } from '../../../components/private-photo';
import { MEMBERSHIPS_PATH, membershipsKey, useDecideMembership } from '../api/memberships';
import type { AdminMembership } from '../api/types';

const T = {
  title: '센터 회원 승인',
  list: '승인을 기다리는 사회복지사',
  intro:
    '인증된 회원이 아직 없는 센터의 가입 요청이에요. 센터 확인 서류를 보고, 센터에 전화해 본인인지 확인한 뒤 승인해주세요.',
  proofAlt: (name: string, center: string) => `${name} 님이 보낸 ${center}의 센터 확인 서류 사진`,
  proofFailed: '서류 사진을 불러오지 못했어요',
  proofOpen: (name: string) => `${name} 님 서류 사진 크게 보기`,
  proofSent: (d: string) => `센터 확인 서류 · ${d} 보냄`,
  noProof: '센터 확인 서류를 아직 보내지 않았어요.',
  again: '거절된 뒤 다시 요청했어요 (마지막 요청)',
  empty: '승인을 기다리는 요청이 없어요',
  emptyHint: '인증된 회원이 있는 센터는 그 센터의 회원이 직접 승인해요.',
  requested: (d: string) => `${d} 요청`,
  approve: '승인',
  refuse: '거절',
  approveTitle: (name: string, center: string) => `${name} 님을 ${center}의 회원으로 승인할까요?`,
  approveNote:
    '승인하면 센터 정보를 고칠 수 있고, 이 회원이 등록한 어르신과 기다리던 연락이 요양보호사에게 전달돼요.',
  refuseTitle: (name: string) => `${name} 님의 요청을 거절할까요?`,
  refuseNote:
    '거절하면 기다리던 연락은 지워지고, 어르신은 요양보호사에게 보이지 않아요. 처음 거절된 회원은 새 서류로 한 번 더 요청할 수 있어요.',
  approved: (name: string) => `${name} 님을 승인했어요`,
  refused: (name: string) => `${name} 님의 요청을 거절했어요`,
} as const;

type Asking = { item: AdminMembership; decision: 'approve' | 'refuse' };

/** /admin/memberships 센터 회원 승인: the first member of a center is approved by an operator. */
export function MembershipsPage() {
  const decide = useDecideMembership();
  const { busy, run } = useOneAtATime();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [toast, setToast] = useTimedValue<string>(4000);

  const confirm = () =>
    run(async () => {
      if (!asking) return;
      const { item, decision } = asking;
      try {
        await decide(item.id, decision);
        setToast(decision === 'approve' ? T.approved(item.user.name) : T.refused(item.user.name));
      } catch (e) {
        console.error(e);
        setToast(errorText(e));
      } finally {
        setAsking(null);
      }
    });

  return (
    <SubPage title={T.title} fallback="/">
      <p>{T.intro}</p>
      <PagedList<AdminMembership>
        label={T.list}
        keyFor={membershipsKey}
        itemKey={(m) => m.id}
        empty={T.empty}
        emptyDescription={T.emptyHint}
        showTotal
        renderItem={(m) => (
          <Card aria-label={`${m.user.name} (${m.user.loginId})`}>
            <CardTitle>
              {m.user.name} ({m.user.loginId})
            </CardTitle>
            <CardLine>{m.center.name}</CardLine>
            <CardLine>{m.center.address}</CardLine>
            <CardLine>
              <a href={`tel:${m.user.phone}`}>{m.user.phone}</a> · {T.requested(dateTimeText(m.requestedAt))}
            </CardLine>
            {m.requestCount > 1 && <CardLine>{T.again}</CardLine>}
            {m.proofAt ? (
              <>
                <CardLine>{T.proofSent(dateTimeText(m.proofAt))}</CardLine>
                <PrivatePhoto
                  path={`${MEMBERSHIPS_PATH}/${m.id}/proof`}
                  alt={T.proofAlt(m.user.name, m.center.name)}
                  failed={T.proofFailed}
                  open={T.proofOpen(m.user.name)}
                />
              </>
            ) : (
              <CardLine>{T.noProof}</CardLine>
            )}
            <CardActions>
              <Button
                variant="outline"
                size="medium"
                disabled={busy}
                onClick={() => setAsking({ item: m, decision: 'refuse' })}
              >
                {T.refuse}
              </Button>
              <Button
                size="medium"
                disabled={busy}
                onClick={() => setAsking({ item: m, decision: 'approve' })}
              >
                {T.approve}
              </Button>
            </CardActions>
          </Card>
        )}
      />
      <ConfirmModal
        open={asking !== null}
        title={
          asking?.decision === 'approve'
            ? T.approveTitle(asking.item.user.name, asking.item.center.name)
            : T.refuseTitle(asking?.item.user.name ?? '')
        }
        content={asking?.decision === 'approve' ? T.approveNote : T.refuseNote}
        rightLabel={asking?.decision === 'approve' ? T.approve : T.refuse}
        rightVariant={asking?.decision === 'refuse' ? 'danger' : 'primary'}
        rightLoading={busy}
        onClose={() => !busy && setAsking(null)}
        onRight={() => void confirm()}
      />
      <Toast message={toast} />
    </SubPage>
  );
}
