import styled from 'styled-components';
import { Button, TextField } from '@dolbom/shared-ui';
import { RECOMMENDED_WAGE } from '@dolbom/shared-api/contracts';
import { thousands, won } from '../../../lib/format';
import { monthlyPay, weeklyHours } from '../lib/monthly-pay';
import type { StepErrors } from '../lib/validate-step';
import { updateDraft, useResume } from '../resume-store';

/** Digits only; the spec turns anything else into 0; empty stays empty. */
export function parseWage(input: string): number | null {
  const digits = input.replace(/\D/g, '');
  if (digits === '') return null;
  return Math.min(Number(digits), 10_000_000);
}

/** Step 5: 희망 시급, with 13,000원 recommended and the estimated monthly pay. */
export function StepWage({ errors }: { errors: StepErrors }) {
  const d = useResume((s) => s.draft);
  const hours = weeklyHours(d.workDay, d.workTimeSlot);
  const pay = monthlyPay(hours, d.wage ?? 0);
  return (
    <Wrap>
      <TextField
        label="희망 시급 (원)"
        inputMode="numeric"
        placeholder={thousands(RECOMMENDED_WAGE)}
        value={d.wage === null ? '' : thousands(d.wage)}
        onChange={(e) => updateDraft({ wage: parseWage(e.target.value) })}
        error={errors.wage}
        helper={`추천 시급은 ${won(RECOMMENDED_WAGE)}이에요`}
      />
      {d.wage !== RECOMMENDED_WAGE && (
        <Button variant="secondary" size="medium" onClick={() => updateDraft({ wage: RECOMMENDED_WAGE })}>
          추천 시급 {won(RECOMMENDED_WAGE)}으로 할게요
        </Button>
      )}
      <Estimate aria-label="예상 월급" aria-live="polite">
        <span>예상 월급</span>
        <strong>{won(pay.total)}</strong>
        <small>
          주 {hours}시간 × 시급 {won(d.wage ?? 0)} × 4.345주
          {pay.holiday > 0 ? ` + 주휴수당 ${won(pay.holiday)}` : ''}
        </small>
        {hours < 15 && hours > 0 && <small>주 15시간 이상 일하면 주휴수당이 더해져요</small>}
        {hours === 0 && <small>근무 요일과 시간을 고르면 계산해 드려요</small>}
      </Estimate>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;
const Estimate = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.primaryLight};
  span {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.display / 16}rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  small {
    font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
    color: ${({ theme }) => theme.colors.textSecondary};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;
