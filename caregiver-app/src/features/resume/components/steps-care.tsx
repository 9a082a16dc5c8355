import { ChipGroup } from '@dolbom/shared-ui';
import {
  CAREGIVER_DAILY_OPTIONS,
  CAREGIVER_MEAL_OPTIONS,
  CAREGIVER_MOBILITY_OPTIONS,
  CAREGIVER_TOILETING_OPTIONS,
  rankLabel,
  type CaregiverDailyOption,
  type CaregiverMealOption,
  type CaregiverMobilityOption,
  type CaregiverToiletingOption,
  type ElderRank,
  type PreferredGender,
} from '@dolbom/shared-api/contracts';
import { ALL_RANKS, ranksAfter, withAllOption } from '../lib/choices';
import type { StepErrors } from '../lib/validate-step';
import { updateDraft, useResume } from '../resume-store';
import { MULTI_HINT, Stack } from './steps-work';

const options = <T extends string>(list: readonly T[]) => list.map((v) => ({ value: v, label: v }));

/** Step 6: 돌볼 수 있는 등급; 모두가능 selects 1–6. */
export function StepElderRank({ errors }: { errors: StepErrors }) {
  const value = useResume((s) => s.draft.elderRank);
  const all = ALL_RANKS.every((r) => value.includes(r));
  return (
    <ChipGroup<number>
      multiple
      label="돌볼 수 있는 어르신 등급"
      hint={MULTI_HINT}
      options={[
        { value: 0, label: '모두가능' },
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

/** Step 7: 가능한 돌봄, the four categories of PRODUCT.md. */
export function StepCapabilities({ errors }: { errors: StepErrors }) {
  const d = useResume((s) => s.draft);
  return (
    <Stack>
      <ChipGroup<CaregiverMealOption>
        multiple
        label="식사"
        hint={MULTI_HINT}
        options={options(CAREGIVER_MEAL_OPTIONS)}
        value={d.meal}
        onChange={(v) => updateDraft({ meal: withAllOption(d.meal, v) })}
        error={errors.meal}
        columns={2}
      />
      <ChipGroup<CaregiverToiletingOption>
        multiple
        label="배변"
        hint={MULTI_HINT}
        options={options(CAREGIVER_TOILETING_OPTIONS)}
        value={d.toileting}
        onChange={(v) => updateDraft({ toileting: withAllOption(d.toileting, v) })}
        error={errors.toileting}
        columns={2}
      />
      <ChipGroup<CaregiverMobilityOption>
        multiple
        label="이동"
        hint={MULTI_HINT}
        options={options(CAREGIVER_MOBILITY_OPTIONS)}
        value={d.mobility}
        onChange={(v) => updateDraft({ mobility: withAllOption(d.mobility, v) })}
        error={errors.mobility}
        columns={2}
      />
      <ChipGroup<CaregiverDailyOption>
        multiple
        label="일상"
        hint={MULTI_HINT}
        options={options(CAREGIVER_DAILY_OPTIONS)}
        value={d.daily}
        onChange={(v) => updateDraft({ daily: withAllOption(d.daily, v) })}
        error={errors.daily}
        columns={2}
      />
    </Stack>
  );
}

type YesNo = 'yes' | 'no';
const YES_NO = [
  { value: 'yes' as const, label: '괜찮아요' },
  { value: 'no' as const, label: '어려워요' },
];

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
        value={d.isFamilyPreferred ? 'yes' : 'no'}
        onChange={(v) => updateDraft({ isFamilyPreferred: v === 'yes' })}
        columns={2}
      />
      <ChipGroup<YesNo>
        label="반려동물이 있는 집도 괜찮으세요?"
        options={YES_NO}
        value={d.isPetPreferred ? 'yes' : 'no'}
        onChange={(v) => updateDraft({ isPetPreferred: v === 'yes' })}
        columns={2}
      />
    </Stack>
  );
}
