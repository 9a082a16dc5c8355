import { useState } from 'react';
import { Button, PageTitle } from '@dolbom/shared-ui';
import { addressSchema, birthYearFieldSchema, nameSchema, phoneSchema } from '@dolbom/shared-api/contracts';
import { AddressFinder } from '../../features/address/address-finder';
import { SIGNUP_TEXT } from './messages';
import { BirthYearField, NameField, PhoneField } from './person-fields';
import { PickedValue } from './picked-value';
import { signupStore, useSignup } from './signup-store';
import { fieldError, useLiveErrors } from './validate';

type Field = 'name' | 'birthYear' | 'phone' | 'address';

/** Step 3 (요양보호사): name, 출생 연도, address from the postcode service (or its offline fallback), phone. */
export function StepCaregiver({ onNext }: { onNext: () => void }) {
  const draft = useSignup((s) => s.draft);
  const [finding, setFinding] = useState(false);
  const { errors, check } = useLiveErrors<Field>(() => ({
    name: fieldError(nameSchema, draft.name),
    birthYear: fieldError(birthYearFieldSchema, draft.birthYear),
    address: fieldError(addressSchema, draft.address ?? {}),
    phone: fieldError(phoneSchema, draft.phone),
  }));

  function next() {
    if (check()) onNext();
  }

  return (
    <>
      <PageTitle>{SIGNUP_TEXT.step3Title}</PageTitle>
      <NameField error={errors.name} />
      <BirthYearField error={errors.birthYear} />
      <PickedValue
        label={SIGNUP_TEXT.address}
        value={
          draft.address && (
            <>
              {draft.address.zonecode && `(${draft.address.zonecode}) `}
              {draft.address.roadAddress}
            </>
          )
        }
        action={draft.address ? SIGNUP_TEXT.addressChange : SIGNUP_TEXT.addressSearch}
        onAction={() => setFinding(true)}
        error={errors.address}
      />
      <PhoneField error={errors.phone} />
      <Button onClick={next}>{SIGNUP_TEXT.next}</Button>
      <AddressFinder
        open={finding}
        onClose={() => setFinding(false)}
        onSelect={(address) => {
          signupStore.getState().update({ address });
          setFinding(false);
        }}
      />
    </>
  );
}
