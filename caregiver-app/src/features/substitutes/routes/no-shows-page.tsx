import { useState } from 'react';
import styled from 'styled-components';
import useSWR, { useSWRConfig } from 'swr';
import { Button, EmptyState, ErrorState, SkeletonList, SubPage, TextField } from '@dolbom/shared-ui';
import { api, isApiError } from '@dolbom/shared-api';
import {
  dateLabel,
  noShowReplyBodySchema,
  type NoShow,
  type NoShowRecord,
} from '@dolbom/shared-api/contracts';
import { loadErrorText } from '../../../lib/format';
import { Stack, StatusLine, Warning } from '../../jobs/components/notice';

const KEY = '/api/caregiver/no-shows';

/**
 * /no-shows (the target of `no_show_recorded`): what centers wrote on her record (`연락 없이 오지 않았어요`),
 * which managers see, each with her answer — she may answer each once.
 */
export function NoShowsPage() {
  const { data, error, mutate, isValidating } = useSWR<NoShowRecord>(KEY);
  return (
    <SubPage title="센터가 남긴 기록" fallback="/mypage">
      {error && !data && (
        <ErrorState message={loadErrorText(error)} onRetry={() => void mutate()} retrying={isValidating} />
      )}
      {!data && !error && <SkeletonList count={2} />}
      {data &&
        (data.count === 0 ? (
          <EmptyState message="센터가 남긴 기록이 없어요" />
        ) : (
          <Stack>
            <p>센터에서 보는 기록이에요. 사정이 있었다면 답변을 남겨주세요.</p>
            {data.content.map((n) => (
              <Item key={n.id} noShow={n} />
            ))}
          </Stack>
        ))}
    </SubPage>
  );
}

function Item({ noShow: n }: { noShow: NoShow }) {
  const { mutate } = useSWRConfig();
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  async function send() {
    if (busy) return;
    const parsed = noShowReplyBodySchema.safeParse({ reply });
    if (!parsed.success) return setFailure(parsed.error.issues[0]?.message ?? '');
    setBusy(true);
    setFailure('');
    try {
      await mutate(KEY, await api.post<NoShowRecord>(`${KEY}/${n.id}/reply`, parsed.data), {
        revalidate: false,
      });
    } catch (e) {
      setFailure(isApiError(e) ? e.message : '보내지 못했어요. 다시 시도해주세요.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card aria-label={`${dateLabel(n.date)} ${n.text}`}>
      <b>
        {dateLabel(n.date)} · {n.text}
      </b>
      <span>{n.centerName}</span>
      {n.reply !== null ? (
        <StatusLine>내 답변: {n.reply}</StatusLine>
      ) : (
        <>
          <TextField
            label="내 답변"
            value={reply}
            maxLength={300}
            showCounter
            onChange={(e) => setReply(e.target.value)}
          />
          <Button loading={busy} disabled={busy} onClick={() => void send()}>
            답변 남기기
          </Button>
        </>
      )}
      {failure && <Warning role="alert">{failure}</Warning>}
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 2px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  overflow-wrap: anywhere;
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
