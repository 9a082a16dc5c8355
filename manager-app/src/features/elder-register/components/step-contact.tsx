import { ChipGroup, TextField } from '@dolbom/shared-ui';
import {
  ELDER_NOTE_MAX,
  FAMILY_OPTIONS,
  PET_OPTIONS,
  formatPhone,
  type FamilyOption,
  type PetOption,
} from '@dolbom/shared-api/contracts';
import { ELDER_TEXT as T } from '../messages';
import type { StepProps } from './step-props';

/** Step 5: 가족 동거, 반려동물, 연락처, 요양보호사에게 남길 말. */
export function StepContact({ draft, update, errors }: StepProps) {
  return (
    <>
      <ChipGroup<FamilyOption>
        label={T.family}
        options={FAMILY_OPTIONS.map((v) => ({ value: v, label: v }))}
        columns={2}
        value={draft.family || null}
        error={errors.family}
        onChange={(family) => update({ family })}
      />
      <ChipGroup<PetOption>
        label={T.pet}
        options={PET_OPTIONS.map((v) => ({ value: v, label: v }))}
        columns={2}
        value={draft.pet || null}
        error={errors.pet}
        onChange={(pet) => update({ pet })}
      />
      <TextField
        label={T.phone}
        placeholder={T.phonePlaceholder}
        inputMode="tel"
        autoComplete="tel"
        value={draft.phone}
        maxLength={13}
        error={errors.phone}
        onChange={(e) => update({ phone: formatPhone(e.target.value) })}
      />
      <TextField
        label={`${T.message} ${T.optional}`}
        placeholder={T.messagePlaceholder}
        value={draft.message}
        maxLength={ELDER_NOTE_MAX}
        showCounter
        error={errors.message}
        onChange={(e) => update({ message: e.target.value })}
      />
    </>
  );
}
