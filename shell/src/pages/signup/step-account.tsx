import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, Fieldset, Legend, PageTitle, PasswordPair, TextField } from '@dolbom/shared-ui';
import { api, isApiError } from '@dolbom/shared-api';
import {
  idSchema,
  MEMBER_TYPES,
  memberTypeSchema,
  passwordSchema,
  SIGNUP_MESSAGES,
} from '@dolbom/shared-api/contracts';
import { SIGNUP_TEXT } from './messages';
import { signupStore, useSignup } from './signup-store';
import { fieldError, useLiveErrors } from './validate';

const noSpace = (s: string) => s.replace(/\s/g, '');
type Field = 'id' | 'password' | 'passwordCheck' | 'type';

/** Step 1: id (with the duplicate check), password twice, member type and the two required consents. */
export function StepAccount({ onNext }: { onNext: () => void }) {
  const draft = useSignup((s) => s.draft);
  const idTaken = useSignup((s) => s.idTaken);
  const passwordsDropped = useSignup((s) => s.passwordsDropped);
  const { update, setIdTaken } = signupStore.getState();
  // The id check's own failure (a network error), shown until the id is edited.
  const [idFailure, setIdFailure] = useState<string>();
  // The password's message shows from its first blur, and follows it as it is corrected.
  const [passwordBlurred, setPasswordBlurred] = useState(false);
  const [checking, setChecking] = useState(false);
  const checkInFlight = useRef(false);
  const idValid = draft.id !== '' && !fieldError(idSchema, draft.id);
  const { errors, check } = useLiveErrors<Field>(() => ({
    id:
      idFailure ??
      (!idValid
        ? SIGNUP_MESSAGES.id
        : idTaken === null
          ? SIGNUP_MESSAGES.idUnchecked
          : idTaken
            ? SIGNUP_MESSAGES.idTaken
            : undefined),
    password: fieldError(passwordSchema, draft.password),
    passwordCheck: draft.passwordCheck === draft.password ? undefined : SIGNUP_MESSAGES.passwordCheck,
    type: fieldError(memberTypeSchema, draft.type),
  }));
  const passwordError =
    errors.password ??
    (passwordBlurred && draft.password ? fieldError(passwordSchema, draft.password) : undefined);

  async function checkId() {
    if (!idValid || checkInFlight.current) return;
    checkInFlight.current = true;
    setChecking(true);
    try {
      await api.post('/api/validateID', { id: draft.id }, { anonymous: true });
      setIdTaken(false);
    } catch (e) {
      // Spec §8: an id-check error means taken — except a plain network failure, which says so.
      console.error(e);
      if (isApiError(e) && e.status === 0) setIdFailure(e.message);
      else setIdTaken(true);
    } finally {
      checkInFlight.current = false;
      setChecking(false);
    }
  }

  const idMessage = (() => {
    // After 다음 the step's message for the id as it is now (e.g. 중복확인을 해주세요); before, its state.
    if (errors.id) return { error: errors.id };
    if (draft.id === '') return {};
    if (!idValid) return { error: SIGNUP_MESSAGES.id };
    if (idTaken === true) return { error: SIGNUP_MESSAGES.idTaken };
    if (idTaken === false) return { success: SIGNUP_MESSAGES.idAvailable };
    return { helper: SIGNUP_MESSAGES.idUnchecked };
  })();

  function next() {
    if (check()) onNext();
  }

  const bothAgreed = draft.agreePrivacy && draft.agreeTerms;
  return (
    <>
      <PageTitle>{SIGNUP_TEXT.step1Title}</PageTitle>
      <TextField
        label={SIGNUP_TEXT.id}
        name="id"
        autoCapitalize="none"
        autoComplete="username"
        placeholder={SIGNUP_TEXT.idPlaceholder}
        maxLength={20}
        value={draft.id}
        onChange={(e) => {
          // Editing the id resets the duplicate check (spec §4).
          update({ id: noSpace(e.target.value) });
          setIdTaken(null);
          setIdFailure(undefined);
        }}
        {...idMessage}
        right={
          <Button
            size="medium"
            variant="outline"
            fullWidth={false}
            disabled={!idValid}
            loading={checking}
            onClick={checkId}
          >
            {SIGNUP_TEXT.idCheck}
          </Button>
        }
      />
      {passwordsDropped && !draft.password && <Note role="status">{SIGNUP_TEXT.passwordsNotKept}</Note>}
      <PasswordPair
        labels={{ password: SIGNUP_TEXT.password, check: SIGNUP_TEXT.passwordCheck }}
        placeholder={SIGNUP_TEXT.passwordPlaceholder}
        password={draft.password}
        check={draft.passwordCheck}
        onPassword={(password) => update({ password })}
        onCheck={(passwordCheck) => update({ passwordCheck })}
        onPasswordBlur={() => setPasswordBlurred(true)}
        errors={{
          password: passwordError,
          check:
            errors.passwordCheck ??
            (draft.passwordCheck && draft.passwordCheck !== draft.password
              ? SIGNUP_MESSAGES.passwordCheck
              : undefined),
        }}
      />
      <Fieldset>
        <Legend>{SIGNUP_TEXT.type}</Legend>
        <Types role="radiogroup" aria-label={SIGNUP_TEXT.type}>
          {MEMBER_TYPES.map((t) => (
            <TypeButton
              key={t}
              type="button"
              role="radio"
              aria-checked={draft.type === t}
              $on={draft.type === t}
              onClick={() => {
                update({ type: t });
              }}
            >
              {t}
            </TypeButton>
          ))}
        </Types>
        {errors.type && <FieldError role="alert">{errors.type}</FieldError>}
      </Fieldset>
      <Consents>
        <Checkbox
          label={SIGNUP_TEXT.agreeAll}
          checked={bothAgreed}
          onChange={(e) => update({ agreePrivacy: e.target.checked, agreeTerms: e.target.checked })}
        />
        <Divider />
        <Checkbox
          label={SIGNUP_TEXT.agreePrivacy}
          checked={draft.agreePrivacy}
          onChange={(e) => update({ agreePrivacy: e.target.checked })}
        />
        <Checkbox
          label={SIGNUP_TEXT.agreeTerms}
          checked={draft.agreeTerms}
          onChange={(e) => update({ agreeTerms: e.target.checked })}
        />
      </Consents>
      {/* Spec §5: next only when both required consents are given. */}
      <Button disabled={!bothAgreed} onClick={next}>
        {SIGNUP_TEXT.next}
      </Button>
    </>
  );
}

const Types = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.xs}px;
`;
const TypeButton = styled.button<{ $on: boolean }>`
  min-height: 3.5rem;
  border-radius: ${({ theme }) => theme.radii.md}px;
  border: 2px solid ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.borderStrong)};
  background: ${({ theme, $on }) => ($on ? theme.colors.primaryLight : theme.colors.background)};
  color: ${({ theme, $on }) => ($on ? theme.colors.primaryDark : theme.colors.text)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: 700;
  cursor: pointer;
`;
const FieldError = styled.p`
  margin-top: ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.danger};
`;
const Consents = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
`;
const Divider = styled.hr`
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Note = styled.p`
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.gray100};
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
