import { ChipGroup } from '@dolbom/shared-ui';
import {
  DAILY_ITEMS,
  ELDER_MEAL_OPTIONS,
  ELDER_MOBILITY_OPTIONS,
  ELDER_TOILETING_OPTIONS,
} from '@dolbom/shared-api/contracts';
import { ELDER_TEXT as T } from '../messages';
import type { StepProps } from './step-props';

const opts = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

/**
 * Step 3: 식사 · 배변 · 이동 are levels, so one of each (or none); 일상 is a set (any number, also none).
 */
export function StepNeeds({ draft, update, errors }: StepProps) {
  return (
    <>
      <ChipGroup<string>
        label={T.meal}
        hint={T.optional}
        options={opts(ELDER_MEAL_OPTIONS)}
        value={draft.meal[0] ?? null}
        error={errors.meal}
        onChange={(level) => update({ meal: [level] })}
      />
      <ChipGroup<string>
        label={T.toileting}
        hint={T.optional}
        options={opts(ELDER_TOILETING_OPTIONS)}
        value={draft.toileting[0] ?? null}
        error={errors.toileting}
        onChange={(level) => update({ toileting: [level] })}
      />
      <ChipGroup<string>
        label={T.mobility}
        hint={T.optional}
        options={opts(ELDER_MOBILITY_OPTIONS)}
        value={draft.mobility[0] ?? null}
        error={errors.mobility}
        onChange={(level) => update({ mobility: [level] })}
      />
      <ChipGroup<string>
        multiple
        label={T.daily}
        hint={T.optional}
        options={opts(DAILY_ITEMS)}
        value={draft.daily}
        error={errors.daily}
        onChange={(daily) => update({ daily })}
      />
    </>
  );
}
