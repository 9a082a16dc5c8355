import styled from 'styled-components';
import { ChipGroup } from '@dolbom/shared-ui';
import {
  CAREGIVER_DAILY_OPTIONS,
  CAREGIVER_MEAL_OPTIONS,
  CAREGIVER_MOBILITY_OPTIONS,
  CAREGIVER_TOILETING_OPTIONS,
  NONE_OPTION,
  rankLabel,
  type ElderRank,
  type NoneOption,
  type PreferredGender,
} from '@dolbom/shared-api/contracts';
import { ALL_RANKS, ranksAfter, withAllOption } from '../lib/choices';
import type { StepErrors } from '../lib/validate-step';
import { updateDraft, useResume } from '../resume-store';
import { MULTI_HINT, Stack } from './steps-work';

const options = <T extends string>(list: readonly T[]) => list.map((v) => ({ value: v, label: v }));

/** Step 6: 돌볼 수 있는 등급; 모두 가능 selects 1–6. */
export function StepElderRank({ errors }: { errors: StepErrors }) {
  const value = useResume((s) => s.draft.elderRank);
  const all = ALL_RANKS.every((r) => value.includes(r));
  return (
    <ChipGroup<number>
      multiple
      label="돌볼 수 있는 어르신 등급"
      hint={MULTI_HINT}
      options={[
        { value: 0, label: '모두 가능' },
        ...ALL_RANKS.map((r) => ({ value: r, label: rankLabel(r) })),
      ]}
      value={all ? [0, ...value] : value}
      onChange={(next) =>
        updateDraft({ elderRank: (ranksAfter(value, next) as ElderRank[]).sort((a, b) => a - b) })
      }
      error={errors.elderRank}
      columns={2}
    />
  );
}

/**
 * Step 7: 가능한 돌봄, the four categories of PRODUCT.md. Each needs a choice or `해당 없음` (issue 15),
 * and the step says what 해당 없음 means for matching.
 */
export function StepCapabilities({ errors }: { errors: StepErrors }) {
  const d = useResume((s) => s.draft);
  const category = <T extends string>(
    key: 'meal' | 'toileting' | 'mobility' | 'daily',
    label: string,
    list: readonly T[],
  ) => {
    const value = d[key] as (T | NoneOption)[];
    return (
      <ChipGroup<T | NoneOption>
        multiple
        label={label}
        hint={MULTI_HINT}
        options={[...options(list), { value: NONE_OPTION, label: NONE_OPTION }]}
        value={value}
        onChange={(v) => updateDraft({ [key]: withAllOption(value, v) })}
        error={errors[key]}
        columns={2}
      />
    );
  };
  return (
    <Stack>
      <Note>
        분야마다 하나 이상 고르거나 ‘해당 없음’을 골라주세요. ‘해당 없음’을 고른 분야의 도움이 필요한
        어르신과는 연결되지 않아요.
      </Note>
      {category('meal', '식사', CAREGIVER_MEAL_OPTIONS)}
      {category('toileting', '배변', CAREGIVER_TOILETING_OPTIONS)}
      {category('mobility', '이동', CAREGIVER_MOBILITY_OPTIONS)}
      {category('daily', '일상', CAREGIVER_DAILY_OPTIONS)}
    </Stack>
  );
}

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  word-break: keep-all;
`;

type YesNo = 'yes' | 'no';
const YES_NO = [
  { value: 'yes' as const, label: '괜찮아요' },
  { value: 'no' as const, label: '어려워요' },
];

/** Nothing is preselected (issue 15): unanswered shows no chip chosen. */
const yesNo = (v: boolean | null): YesNo | null => (v === null ? null : v ? 'yes' : 'no');

/** Step 8: 선호 성별 (기본 상관없어요), 가족 동거, 반려동물. */
export function StepPreferences({ errors }: { errors: StepErrors }) {
  const d = useResume((s) => s.draft);
  return (
    <Stack>
      <ChipGroup<PreferredGender>
        label="돌보고 싶은 어르신 성별"
        options={[
          { value: 'EVERY', label: '상관없어요' },
          { value: 'female', label: '여성' },
          { value: 'male', label: '남성' },
        ]}
        value={d.preferredGender}
        onChange={(preferredGender) => updateDraft({ preferredGender })}
        error={errors.preferredGender}
        columns={3}
      />
      <ChipGroup<YesNo>
        label="가족이 함께 있는 집도 괜찮으세요?"
        options={YES_NO}
        value={yesNo(d.isFamilyPreferred)}
        onChange={(v) => updateDraft({ isFamilyPreferred: v === 'yes' })}
        error={errors.isFamilyPreferred}
        columns={2}
      />
      <ChipGroup<YesNo>
        label="반려동물이 있는 집도 괜찮으세요?"
        options={YES_NO}
        value={yesNo(d.isPetPreferred)}
        onChange={(v) => updateDraft({ isPetPreferred: v === 'yes' })}
        error={errors.isPetPreferred}
        columns={2}
      />
    </Stack>
  );
}
