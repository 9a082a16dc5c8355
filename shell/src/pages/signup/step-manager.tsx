import { useNavigate } from 'react-router-dom';
import { Button, PageTitle } from '@dolbom/shared-ui';
import { nameSchema, phoneSchema, SIGNUP_MESSAGES } from '@dolbom/shared-api/contracts';
import { SIGNUP_TEXT } from './messages';
import { NameField, PhoneField } from './person-fields';
import { PickedValue } from './picked-value';
import { useSignup } from './signup-store';
import { fieldError, useLiveErrors } from './validate';

type Field = 'name' | 'phone' | 'center';

/** Step 2 (사회복지사): name, phone and the center chosen on /search-center. */
export function StepManager({ onNext }: { onNext: () => void }) {
  const navigate = useNavigate();
  const draft = useSignup((s) => s.draft);
  const { errors, check } = useLiveErrors<Field>(() => ({
    name: fieldError(nameSchema, draft.name),
    phone: fieldError(phoneSchema, draft.phone),
    center: draft.center ? undefined : SIGNUP_MESSAGES.center,
  }));

  function next() {
    if (check()) onNext();
  }

  return (
    <>
      <PageTitle>{SIGNUP_TEXT.step2Title}</PageTitle>
      <NameField error={errors.name} />
      <PhoneField error={errors.phone} />
      <PickedValue
        label={SIGNUP_TEXT.center}
        value={
          draft.center && (
            <>
              <strong>{draft.center.centerName}</strong>
              <br />
              {draft.center.roadAddress}
            </>
          )
        }
        action={draft.center ? SIGNUP_TEXT.centerChange : SIGNUP_TEXT.centerSearch}
        onAction={() => navigate('/search-center')}
        error={errors.center}
      />
      <Button onClick={next}>{SIGNUP_TEXT.next}</Button>
    </>
  );
}
