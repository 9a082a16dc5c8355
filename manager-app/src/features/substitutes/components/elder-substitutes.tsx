import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@dolbom/shared-ui';
import { dateLabel, type Assignment } from '@dolbom/shared-api/contracts';
import { useCancelSubstitute, useManagerSubstitutes } from '../api/substitutes';
import { SUBSTITUTE_TEXT as T } from '../messages';

/**
 * 배정 현황's 대체 근무 of one elder: each visit her caregiver cannot make (`대체 필요` with 대체 요청,
 * `대체 요청 중`, `대체 확정` with who goes), and the requests sent with 요청 취소.
 */
export function ElderSubstitutes({ a }: { a: Assignment }) {
  const { data } = useManagerSubstitutes();
  const requests = (data?.content ?? []).filter((r) => r.elderId === a.elderId && r.status !== 'cancelled');
  if (a.absences.length === 0 && requests.length === 0) return null;
  return (
    <Box aria-label={`${a.elderName} 어르신 대체 근무`}>
      {a.absences.map((g) => (
        <Line key={g.absenceId} $needed={g.status === 'needed'}>
          <span>
            <strong>{g.label}</strong> · {dateLabel(g.date)} · {g.caregiverName} 요양보호사 ({g.reason})
            {g.substituteName && <> · {T.goes(g.substituteName)}</>}
          </span>
          {g.status === 'needed' && (
            <Action
              to={`/substitutes/new?jobId=${g.jobId}&date=${g.date}`}
              aria-label={`${dateLabel(g.date)} ${T.request}`}
            >
              {T.request}
            </Action>
          )}
        </Line>
      ))}
      {requests.length > 0 && <h3>{T.requests}</h3>}
      {requests.map((r) => (
        <RequestLine
          key={r.id}
          id={r.id}
          text={`${r.dates.map(dateLabel).join(', ')} ${r.start}–${r.end}`}
          label={
            r.status === 'taken' && r.substituteName
              ? T.goes(r.substituteName)
              : `${r.label} · ${T.asked(r.asked, r.wave)}`
          }
        />
      ))}
    </Box>
  );
}

function RequestLine({ id, text, label }: { id: number; text: string; label: string }) {
  const cancel = useCancelSubstitute();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  return (
    <Line $needed={false}>
      <span>
        {text} · <strong>{label}</strong>
        {failure && <Failure role="alert">{failure}</Failure>}
      </span>
      <Button
        variant="outline"
        loading={busy}
        disabled={busy}
        onClick={() => {
          if (busy) return;
          setBusy(true);
          setFailure('');
          cancel(id)
            .catch(() => setFailure(T.actionError))
            .finally(() => setBusy(false));
        }}
      >
        {T.cancel}
      </Button>
    </Line>
  );
}

/** 대체 요청 on a job: for a gap the manager knows of herself. */
export function RequestForJob({ jobId }: { jobId: number }) {
  return <Action to={`/substitutes/new?jobId=${jobId}`}>{T.request}</Action>;
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  h3 {
    margin: ${({ theme }) => theme.space.xs}px 0 0;
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  }
`;
const Line = styled.div<{ $needed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  border: 2px solid ${({ $needed, theme }) => ($needed ? theme.colors.danger : theme.colors.gray200)};
  background: ${({ theme }) => theme.colors.white};
  overflow-wrap: anywhere;
  span {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;
const Action = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;
const Failure = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.danger};
`;
