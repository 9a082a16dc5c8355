import { ChipGroup } from '@dolbom/shared-ui';
import { WORK_TYPES, type WorkType } from '@dolbom/shared-api/contracts';
import { WageFields } from '../../../components/wage-field';
import { ELDER_TEXT as T } from '../messages';
import type { StepProps } from './step-props';

/** Step 4: 근무 형태 (spec §5's seven), 급여 형태 (시급 기본), 급여. */
export function StepWork({ draft, update, errors }: StepProps) {
  return (
    <>
      <ChipGroup<WorkType>
        label={T.workType}
        options={WORK_TYPES.map((w) => ({ value: w, label: w }))}
        columns={2}
        value={draft.workRequirement || null}
        error={errors.workRequirement}
        onChange={(workRequirement) => update({ workRequirement })}
      />
      <WageFields wageType={draft.wageType} wage={draft.wage} errors={errors} onChange={update} />
    </>
  );
}
