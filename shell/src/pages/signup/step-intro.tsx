import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PageTitle, TextField } from '@dolbom/shared-ui';
import { introductionSchema } from '@dolbom/shared-api/contracts';
import { SIGNUP_TEXT } from './messages';
import { photoHolder, proofHolder } from './photo-holder';
import { PhotoPreview } from './photo-preview';
import { ProofField } from './proof-field';
import { signupStore, useSignup } from './signup-store';
import { signupErrorMessage, submitSignup } from './submit-signup';
import { usePhoto } from './use-photo';
import { fieldError } from './validate';
import type { WelcomeState } from './welcome-page';

/** Step 5: introduction (/50) and the optional photo (a social worker's: the proof), then 가입하기 → /welcome. */
export function StepIntro() {
  const navigate = useNavigate();
  const draft = useSignup((s) => s.draft);
  const { file, url } = usePhoto();
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const isCaregiver = draft.type === '요양보호사';

  async function submit() {
    if (inFlight.current) return;
    const e = fieldError(introductionSchema, draft.introduction);
    setError(e);
    if (e) return;
    inFlight.current = true;
    setPending(true);
    setFormError(undefined);
    try {
      const { photoFailed } = await submitSignup(
        draft,
        isCaregiver ? file : proofHolder.get(),
        signupStore.getState().requestKey,
      );
      signupStore.getState().reset();
      photoHolder.set(null);
      proofHolder.set(null);
      const welcome: WelcomeState = { photoFailed, memberType: draft.type || undefined, loginId: draft.id };
      navigate('/welcome', { replace: true, state: welcome });
    } catch (err) {
      // Spec §8: a failed sign-up is logged and the person stays here with everything kept.
      console.error(err);
      setFormError(signupErrorMessage(err, SIGNUP_TEXT.failed));
      inFlight.current = false;
      setPending(false);
    }
  }

  return (
    <>
      <PageTitle>{SIGNUP_TEXT.step5Title}</PageTitle>
      <TextField
        label={SIGNUP_TEXT.introduction}
        name="introduction"
        placeholder={SIGNUP_TEXT.introductionPlaceholder}
        maxLength={50}
        showCounter
        value={draft.introduction}
        onChange={(e) => signupStore.getState().update({ introduction: e.target.value })}
        error={error}
      />
      {isCaregiver && (
        <Photo>
          <Label>{SIGNUP_TEXT.photo}</Label>
          {file && <PhotoPreview url={url} />}
          <Button variant="outline" onClick={() => navigate('/signup/profile-upload')}>
            {file ? SIGNUP_TEXT.photoChange : SIGNUP_TEXT.photoAdd}
          </Button>
          {file && (
            <Button variant="text" onClick={() => photoHolder.set(null)}>
              {SIGNUP_TEXT.photoRemove}
            </Button>
          )}
        </Photo>
      )}
      {draft.type === '사회복지사' && <ProofField />}
      {formError && <FormError role="alert">{formError}</FormError>}
      <Button loading={pending} onClick={submit}>
        {SIGNUP_TEXT.submit}
      </Button>
    </>
  );
}

const Photo = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;
const Label = styled.span`
  font-weight: 700;
`;
const FormError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
