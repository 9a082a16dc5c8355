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

/** Step 3: 식사 · 배변 · 이동 · 일상 needs (PRODUCT.md's option lists; any number, also none). */
export function StepNeeds({ draft, update, errors }: StepProps) {
  return (
    <>
      <ChipGroup<string>
        multiple
        label={T.meal}
        hint={T.optional}
        options={opts(ELDER_MEAL_OPTIONS)}
        value={draft.meal}
        error={errors.meal}
        onChange={(meal) => update({ meal })}
      />
      <ChipGroup<string>
        multiple
        label={T.toileting}
        hint={T.optional}
        options={opts(ELDER_TOILETING_OPTIONS)}
        value={draft.toileting}
        error={errors.toileting}
        onChange={(toileting) => update({ toileting })}
      />
      <ChipGroup<string>
        multiple
        label={T.mobility}
        hint={T.optional}
        options={opts(ELDER_MOBILITY_OPTIONS)}
        value={draft.mobility}
        error={errors.mobility}
        onChange={(mobility) => update({ mobility })}
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
