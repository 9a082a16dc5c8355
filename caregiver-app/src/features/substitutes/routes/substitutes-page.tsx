import { useState } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, EmptyState, ErrorState, SkeletonList, SubPage } from '@dolbom/shared-ui';
import { dateLabel, type CaregiverSubstitute } from '@dolbom/shared-api/contracts';
import { errorText, loadErrorText, won } from '../../../lib/format';
import { Stack, StatusLine, Warning } from '../../jobs/components/notice';
import { useAcceptSubstitute, useSetSubstituteAlerts, useSubstitutes } from '../api/substitutes';
import { SUBSTITUTE_TEXT as T } from '../messages';

/**
 * /substitutes (the target of a substitute request's notification): `대체 근무 알림 받기`, and the requests
 * she was asked with 수락. The list updates live: when someone else takes one it turns `마감되었어요`.
 */
export function SubstitutesPage() {
  const { data, error, mutate, isValidating } = useSubstitutes();
  return (
    <SubPage title={T.title} fallback="/schedule">
      {error && !data && (
        <ErrorState message={loadErrorText(error)} onRetry={() => void mutate()} retrying={isValidating} />
      )}
      {!data && !error && <SkeletonList count={3} />}
      {data && (
        <Stack>
          <AlertsToggle on={data.alerts} />
          {data.content.length === 0 ? (
            <EmptyState message={T.empty} description={T.emptyHint} />
          ) : (
            <List aria-label={T.title}>
              {data.content.map((r) => (
                <RequestCard key={r.id} request={r} />
              ))}
            </List>
          )}
        </Stack>
      )}
    </SubPage>
  );
}

function AlertsToggle({ on }: { on: boolean }) {
  const set = useSetSubstituteAlerts();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  return (
    <>
      <Checkbox
        label={T.alerts}
        description={T.alertsHint}
        checked={on}
        disabled={busy}
        onChange={(e) => {
          if (busy) return;
          setBusy(true);
          setFailure('');
          set(e.target.checked)
            .catch(() => setFailure(T.alertsError))
            .finally(() => setBusy(false));
        }}
      />
      {failure && <Warning role="alert">{failure}</Warning>}
    </>
  );
}

function RequestCard({ request: r }: { request: CaregiverSubstitute }) {
  const accept = useAcceptSubstitute();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState('');
  async function onAccept() {
    if (pending) return;
    setPending(true);
    setFailure('');
    try {
      await accept(r.id);
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setPending(false);
    }
  }
  return (
    <Card
      aria-label={`${r.dates.map(dateLabel).join(', ')} ${r.start}–${r.end}`}
      $closed={r.state === 'closed'}
    >
      <b>
        {r.dates.map(dateLabel).join(', ')} · {r.start}–{r.end}
      </b>
      <span>
        {r.title}
        {r.applicant && <Tag>{T.applicant}</Tag>}
      </span>
      <span>
        {r.centerName} · {T.wage(won(r.hourlyWage))}
      </span>
      {r.needs.length > 0 && (
        <span>
          {T.needs}: {r.needs.join(', ')}
        </span>
      )}
      {r.note && (
        <span>
          {T.note}: {r.note}
        </span>
      )}
      {r.state === 'open' ? (
        <Button size="large" loading={pending} disabled={pending} onClick={() => void onAccept()}>
          {T.accept}
        </Button>
      ) : (
        <StatusLine role="status">{r.state === 'mine' ? T.accepted : r.label}</StatusLine>
      )}
      {failure && <Warning role="alert">{failure}</Warning>}
    </Card>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Card = styled.li<{ $closed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 2px solid ${({ theme, $closed }) => ($closed ? theme.colors.gray200 : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  overflow-wrap: anywhere;
  b {
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  }
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
const Tag = styled.small`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space.xs}px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primaryDark};
`;
