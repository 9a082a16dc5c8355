import { useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { api } from '@dolbom/shared-api';
import type { AdminReview, ContractDetail, MessageContext } from '@dolbom/shared-api/contracts';
import { Button, ErrorState, SkeletonList } from '@dolbom/shared-ui';
import { CardLine } from '../../../components/card';
import { ReasonDialog } from '../../../components/reason-dialog';
import { dateTimeText } from '../../../lib/format';

const T = {
  message: '신고된 메시지',
  context: '앞뒤 대화',
  review: '신고된 후기',
  contract: '신고된 근로계약서',
  contractVersion: (v: number, latest: number) => `${v}번째 판${v === latest ? '' : ` (최신 ${latest}번째)`}`,
  signed: (who: string, at: string | null) => `${who} ${at ? `서명 ${dateTimeText(at)}` : '서명 전'}`,
  side: { caregiver: '요양보호사', manager: '사회복지사' },
  hidden: (reason: string | null) => `가려짐${reason ? ` · ${reason}` : ''}`,
  hide: '가리기',
  hideMessageTitle: '이 메시지를 가릴까요?',
  hideReviewTitle: '이 후기를 가릴까요?',
  hideNote: '가린 내용은 상대방과 다른 회원에게 보이지 않아요. 이유는 감사 기록에 남고, 쓴 사람에게 알려요.',
  reason: '가리는 이유',
  reasonPlaceholder: '예: 욕설, 개인정보 노출',
  reasonMessage: '가리는 이유를 200자 안으로 적어주세요.',
  loadError: '신고된 내용을 불러오지 못했어요',
  score: (question: string, rating: number) => `${question} ${rating}점`,
  answer: (yes: boolean) => (yes ? '예' : '아니요'),
} as const;

type Kind = 'MESSAGE' | 'REVIEW' | 'CONTRACT';
const PATHS: Record<Kind, string> = {
  MESSAGE: '/api/admin/messages',
  REVIEW: '/api/admin/reviews',
  CONTRACT: '/api/admin/contracts',
};
const LABELS: Record<Kind, string> = { MESSAGE: T.message, REVIEW: T.review, CONTRACT: T.contract };

/**
 * What was reported when it is a message, a review or a 근로계약서 (issues 32–34): the message with the
 * messages around it, the review with its ratings — both with `가리기` and a reason (audited; the writer
 * is told) — or the contract's latest version with who signed it (read only; reading it is audited).
 */
export function ReportedContent({ kind, id, open }: { kind: Kind; id: number; open: boolean }) {
  const key = `${PATHS[kind]}/${id}`;
  const { data, error, mutate } = useSWR<MessageContext | AdminReview | ContractDetail>(key);
  const [hiding, setHiding] = useState(false);

  if (error) return <ErrorState message={T.loadError} onRetry={() => mutate()} />;
  if (!data) return <SkeletonList count={1} />;
  if ('contractId' in data)
    return (
      <Box aria-label={T.contract}>
        <CardLine>
          {data.fields.employer.centerName} · {data.fields.employer.managerName} → {data.fields.employee.name}{' '}
          요양보호사 · {T.contractVersion(data.version, data.latestVersion)}
        </CardLine>
        <p>{data.summary}</p>
        <CardLine>
          {T.signed('요양보호사', data.signatures.caregiver?.signedAt ?? null)} ·{' '}
          {T.signed('사회복지사', data.signatures.manager?.signedAt ?? null)}
        </CardLine>
      </Box>
    );
  const hidden = 'reported' in data ? data.reported.hidden : data.hidden;

  return (
    <Box aria-label={LABELS[kind]}>
      {'reported' in data ? (
        <>
          <CardLine>
            {data.caregiverName} · {data.managerName} ({data.centerName})
          </CardLine>
          <Thread aria-label={T.context}>
            {data.messages.map((m) => (
              <li key={m.messageId} data-reported={m.messageId === data.reported.messageId || undefined}>
                <span>
                  {T.side[m.from]} · {dateTimeText(m.createdAt)}
                </span>
                <p>{m.text}</p>
                {m.hidden && <em>{T.hidden(m.hiddenReason)}</em>}
              </li>
            ))}
          </Thread>
        </>
      ) : (
        <>
          <CardLine>
            {T.side[data.from]} · {data.from === 'caregiver' ? data.caregiverName : data.managerName} →{' '}
            {data.from === 'caregiver' ? data.centerName : data.caregiverName}
          </CardLine>
          {/* `questions` holds the rated questions in `ratings` order, then the yes/no one. */}
          <CardLine>{data.ratings.map((r, i) => T.score(data.questions[i] ?? '', r)).join(' · ')}</CardLine>
          <CardLine>
            {data.questions[data.ratings.length]} · {T.answer(data.again)}
          </CardLine>
          {data.text && <p>{data.text}</p>}
          {data.hidden && <em>{T.hidden(data.hiddenReason)}</em>}
        </>
      )}
      {open && !hidden && (
        <Button variant="outline" size="medium" fullWidth onClick={() => setHiding(true)}>
          {T.hide}
        </Button>
      )}
      <ReasonDialog
        open={hiding}
        title={kind === 'MESSAGE' ? T.hideMessageTitle : T.hideReviewTitle}
        description={T.hideNote}
        label={T.reason}
        placeholder={T.reasonPlaceholder}
        requiredMessage={T.reasonMessage}
        tooLongMessage={T.reasonMessage}
        confirmLabel={T.hide}
        confirmVariant="danger"
        onClose={() => setHiding(false)}
        onConfirm={async (reason) => {
          const after = await api.post<MessageContext | AdminReview>(`${key}/hide`, { reason });
          await mutate(after, { revalidate: false });
          setHiding(false);
        }}
      />
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  em {
    color: ${({ theme }) => theme.colors.danger};
    font-style: normal;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Thread = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  li {
    padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.colors.backgroundPage};
  }
  li[data-reported] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.danger};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
