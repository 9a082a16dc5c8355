import { ChipGroup, TextField } from '@dolbom/shared-ui';
import { ELDER_RANKS, formatDate, rankLabel, type Gender } from '@dolbom/shared-api/contracts';
import { ELDER_TEXT as T, GENDER_OPTIONS } from '../messages';
import { AddressField } from './address-field';
import type { StepProps } from './step-props';

/** Step 1: 이름, 성별 (고를 때까지 비어 있어요, issue 30), 생년월일, 주소 (법정동 코드와 함께), 장기요양등급 1–5 · 인지지원등급. */
export function StepBasics({ draft, update, errors }: StepProps) {
  return (
    <>
      <TextField
        label={T.name}
        placeholder={T.namePlaceholder}
        value={draft.name}
        maxLength={10}
        autoComplete="off"
        error={errors.name}
        onChange={(e) => update({ name: e.target.value })}
      />
      <ChipGroup<Gender>
        label={T.gender}
        options={GENDER_OPTIONS}
        columns={2}
        value={draft.gender || null}
        error={errors.gender}
        onChange={(gender) => update({ gender })}
      />
      <TextField
        label={T.birth}
        placeholder={T.birthPlaceholder}
        inputMode="numeric"
        value={draft.birth}
        maxLength={10}
        error={errors.birth}
        onChange={(e) => update({ birth: formatDate(e.target.value) })}
      />
      <AddressField
        value={draft.address}
        error={errors.address ?? errors['address.roadAddress'] ?? errors['address.bcode']}
        onChange={(address) => update({ address })}
      />
      <ChipGroup<number>
        label={T.rank}
        options={ELDER_RANKS.map((r) => ({ value: r, label: rankLabel(r) }))}
        columns={2}
        value={draft.rank}
        error={errors.rank}
        onChange={(rank) => update({ rank })}
      />
    </>
  );
}
