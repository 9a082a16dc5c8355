import styled from 'styled-components';
import { Checkbox, ChipGroup } from '@dolbom/shared-ui';
import {
  TIME_SLOT_LABELS,
  WEEKDAY_LABELS,
  WORK_PLACE_LABELS,
  WORK_PLACES,
  WORK_TYPES,
  type DementiaTraining,
  type TimeSlot,
  type Weekday,
  type WorkPlace,
  type WorkType,
} from '@dolbom/shared-api/contracts';
import { CertificateFields } from '../../../components/certificate-fields';
import type { StepErrors } from '../lib/validate-step';
import { updateDraft, useResume } from '../resume-store';

export const MULTI_HINT = '(여러 개 고를 수 있어요)';

/** Step 1: 희망 근무 형태. */
export function StepJobPosition({ errors }: { errors: StepErrors }) {
  const value = useResume((s) => s.draft.jobPosition);
  return (
    <ChipGroup<WorkType>
      multiple
      label="근무 형태"
      hint={MULTI_HINT}
      options={WORK_TYPES.map((w) => ({ value: w, label: w }))}
      value={value}
      onChange={(jobPosition) => updateDraft({ jobPosition })}
      error={errors.jobPosition}
      columns={2}
    />
  );
}

/** Step 2: 치매 교육 이수, 자격증 번호, 차량. */
export function StepQualification({ errors }: { errors: StepErrors }) {
  const d = useResume((s) => s.draft);
  return (
    <Stack>
      <ChipGroup<DementiaTraining>
        label="치매 교육을 이수하셨나요?"
        options={[
          { value: 'COMPLETE', label: '이수했어요' },
          { value: 'INCOMPLETE', label: '아직이에요' },
        ]}
        value={d.hasDementiaTraining}
        onChange={(hasDementiaTraining) => updateDraft({ hasDementiaTraining })}
        error={errors.hasDementiaTraining}
        columns={2}
      />
      <CertificateFields
        code={d.certificateCode}
        onCode={(certificateCode) => updateDraft({ certificateCode })}
        error={errors.certificateCode}
      />
      <ChipGroup<'yes' | 'no'>
        label="차량이 있으신가요?"
        options={[
          { value: 'yes', label: '있어요' },
          { value: 'no', label: '없어요' },
        ]}
        value={d.hasVehicle === null ? null : d.hasVehicle ? 'yes' : 'no'}
        onChange={(v) => updateDraft({ hasVehicle: v === 'yes' })}
        error={errors.hasVehicle}
        columns={2}
      />
    </Stack>
  );
}

/** Step 3: 근무 가능 지역 (the four radii). */
export function StepWorkPlace({ errors }: { errors: StepErrors }) {
  const value = useResume((s) => s.draft.workPlace);
  return (
    <ChipGroup<WorkPlace>
      multiple
      label="집에서 어디까지 다닐 수 있으세요?"
      hint={MULTI_HINT}
      options={WORK_PLACES.map((w) => ({ value: w, label: WORK_PLACE_LABELS[w] }))}
      value={value}
      onChange={(workPlace) => updateDraft({ workPlace })}
      error={errors.workPlace}
      columns={2}
    />
  );
}

/** Step 4: 요일, 시간대, 시간 협의. */
export function StepSchedule({ errors }: { errors: StepErrors }) {
  const d = useResume((s) => s.draft);
  return (
    <Stack>
      <ChipGroup<Weekday>
        multiple
        label="근무 가능 요일"
        hint={MULTI_HINT}
        options={WEEKDAY_LABELS.map((l, i) => ({ value: i as Weekday, label: l }))}
        value={d.workDay}
        onChange={(workDay) => updateDraft({ workDay: [...workDay].sort() })}
        error={errors.workDay}
        columns={4}
      />
      <ChipGroup<TimeSlot>
        multiple
        label="근무 가능 시간"
        hint={MULTI_HINT}
        options={TIME_SLOT_LABELS.map((l, i) => ({ value: i as TimeSlot, label: l }))}
        value={d.workTimeSlot}
        onChange={(workTimeSlot) => updateDraft({ workTimeSlot: [...workTimeSlot].sort() })}
        error={errors.workTimeSlot}
        columns={3}
      />
      <Checkbox
        label="시간은 협의할 수 있어요"
        checked={d.isNegotiableTime}
        onChange={(e) => updateDraft({ isNegotiableTime: e.target.checked })}
      />
    </Stack>
  );
}

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
`;
