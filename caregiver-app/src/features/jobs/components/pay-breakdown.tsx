import { useId, useState } from 'react';
import styled from 'styled-components';
import { WEEKS_PER_MONTH, type JobPayOut } from '@dolbom/shared-api/contracts';
import { thousands, won } from '../../../lib/format';
import { JOB_TEXT as T } from '../messages';

/** One job's estimate, line by line (PRODUCT.md "내 일정"): base pay, then 주휴수당 or why there is none. */
export function PayLines({ pay, title }: { pay: JobPayOut; title?: string }) {
  const weeks = String(WEEKS_PER_MONTH);
  return (
    <Lines>
      {title && <dt>{title}</dt>}
      <dd>
        시급 {won(pay.hourlyWage)} × 주 {pay.weeklyHours}시간 × {weeks}주 = <b>{won(pay.basePay)}</b>
      </dd>
      <dd>
        {pay.juhyu ? (
          <>
            주휴수당: ({pay.weeklyHours}시간 ÷ 40) × 8 = 주 {pay.juhyuHours}시간, {won(pay.hourlyWage)} ×{' '}
            {pay.juhyuHours}시간 × {weeks}주 = <b>{won(pay.juhyuPay)}</b>
          </>
        ) : (
          T.noJuhyu
        )}
      </dd>
    </Lines>
  );
}

/** `예상 월급 (세전)` with its total and, one tap away, how it was computed. */
export function PayEstimate({
  total,
  jobs,
}: {
  total: number;
  jobs: { pay: JobPayOut; title?: string; key: number }[];
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box aria-label={T.payTitle}>
      <h2>{T.payTitle}</h2>
      <Total>약 {thousands(total)}원</Total>
      <How type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {open ? T.payHide : T.payHow}
      </How>
      {open && (
        <div id={id}>
          {jobs.map((j) => (
            <PayLines key={j.key} pay={j.pay} title={j.title} />
          ))}
          <Note>{T.payNote}</Note>
        </div>
      )}
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.primaryLight};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  }
`;
const Total = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.headline / 16}rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primaryDark};
`;
const How = styled.button`
  align-self: flex-start;
  min-height: 3rem;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const Lines = styled.dl`
  margin: ${({ theme }) => theme.space.xs}px 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 2px 0;
    overflow-wrap: anywhere;
  }
`;
const Note = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
