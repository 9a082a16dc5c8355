import styled from 'styled-components';
import { ChipGroup, TextField } from '@dolbom/shared-ui';
import { WAGE_RANGES, WAGE_TYPES, type WageType } from '@dolbom/shared-api/contracts';
import { formatNumber, parseWage } from '../lib/format';

export interface WageFieldsProps {
  wageType: WageType;
  wage: number;
  onChange: (patch: { wageType?: WageType; wage?: number }) => void;
  errors: Record<string, string>;
}

/**
 * 급여 형태 (시급 기본) and 급여: digits only, shown with thousands separators; anything that is not a
 * number becomes 0 (spec §5). Each type has its own starting value, hint and range (WAGE_RANGES):
 * switching the type starts the wage again at that type's value; only 시급 recommends 13,000원 (spec §9).
 */
export function WageFields({ wageType, wage, onChange, errors }: WageFieldsProps) {
  return (
    <>
      <ChipGroup<WageType>
        label="급여 형태"
        options={WAGE_TYPES.map((w) => ({ value: w, label: w }))}
        // Two by two: four across overflowed a 320px screen once the chosen chip shows its check mark.
        columns={2}
        value={wageType}
        error={errors.wageType}
        onChange={(v) => {
          if (v !== wageType) onChange({ wageType: v, wage: WAGE_RANGES[v].default });
        }}
      />
      <TextField
        label={`급여 (${wageType})`}
        inputMode="numeric"
        autoComplete="off"
        value={formatNumber(wage)}
        helper={WAGE_RANGES[wageType].hint}
        error={errors.wage}
        right={<Unit aria-hidden="true">원</Unit>}
        onChange={(e) => onChange({ wage: parseWage(e.target.value) })}
      />
    </>
  );
}

const Unit = styled.span`
  display: flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
