import { TextField } from '@dolbom/shared-ui';
import { formatPhone } from '@dolbom/shared-api/contracts';
import { SIGNUP_TEXT } from './messages';
import { signupStore, useSignup } from './signup-store';

/** Name (Korean, ≤ 10) and phone (auto-formatted 000-0000-0000), shared by steps 2 and 3. */
export function NameField({ error }: { error?: string }) {
  const name = useSignup((s) => s.draft.name);
  return (
    <TextField
      label={SIGNUP_TEXT.name}
      name="name"
      autoComplete="name"
      placeholder={SIGNUP_TEXT.namePlaceholder}
      maxLength={10}
      value={name}
      onChange={(e) => signupStore.getState().update({ name: e.target.value })}
      error={error}
    />
  );
}

/** 출생 연도 (caregivers, step 3): four digits; managers see only the age group (`60대`). */
export function BirthYearField({ error }: { error?: string }) {
  const birthYear = useSignup((s) => s.draft.birthYear);
  return (
    <TextField
      label={SIGNUP_TEXT.birthYear}
      name="birthYear"
      inputMode="numeric"
      autoComplete="bday-year"
      placeholder={SIGNUP_TEXT.birthYearPlaceholder}
      maxLength={4}
      value={birthYear}
      onChange={(e) =>
        signupStore.getState().update({ birthYear: e.target.value.replace(/\D/g, '').slice(0, 4) })
      }
      error={error}
    />
  );
}

export function PhoneField({ error }: { error?: string }) {
  const phone = useSignup((s) => s.draft.phone);
  return (
    <TextField
      label={SIGNUP_TEXT.phone}
      name="phone"
      inputMode="numeric"
      autoComplete="tel"
      placeholder={SIGNUP_TEXT.phonePlaceholder}
      maxLength={13}
      value={phone}
      onChange={(e) => signupStore.getState().update({ phone: formatPhone(e.target.value) })}
      error={error}
    />
  );
}
