import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@dolbom/shared-ui';
import { SIGNUP_TEXT } from './messages';
import { photoTypeError, proofHolder } from './photo-holder';
import { usePhoto } from './use-photo';

/** The server's cap; checked here first so nothing big is sent. */
const PROOF_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Step 5 (사회복지사): the optional proof of the center (issue 29) — a photo of its 장기요양기관 지정서,
 * 사업자등록증 or 재직증명서, sent right after the account is made and seen only by operators.
 */
export function ProofField() {
  const id = useId();
  const { file, url } = usePhoto(proofHolder);
  const [error, setError] = useState<string>();
  return (
    <Wrap role="group" aria-labelledby={`${id}-label`}>
      <Label id={`${id}-label`}>{SIGNUP_TEXT.proof}</Label>
      <Hint>{SIGNUP_TEXT.proofHint}</Hint>
      {url && <Preview src={url} alt={SIGNUP_TEXT.proofAlt} />}
      <input
        id={`${id}-file`}
        type="file"
        accept="image/png,image/jpeg"
        className="visually-hidden-input"
        aria-describedby={`${id}-error`}
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (!f) return;
          const wrong =
            photoTypeError(f) ?? (f.size > PROOF_MAX_BYTES ? SIGNUP_TEXT.proofTooLarge : undefined);
          setError(wrong);
          if (!wrong) proofHolder.set(f);
        }}
      />
      <Pick htmlFor={`${id}-file`}>{file ? SIGNUP_TEXT.proofChange : SIGNUP_TEXT.proofPick}</Pick>
      {file && (
        <Button variant="text" onClick={() => proofHolder.set(null)}>
          {SIGNUP_TEXT.proofRemove}
        </Button>
      )}
      <Error id={`${id}-error`} role="alert">
        {error ?? ''}
      </Error>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  .visually-hidden-input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  .visually-hidden-input:focus-visible + * {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;
const Label = styled.span`
  font-weight: 700;
`;
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  word-break: keep-all;
`;
const Preview = styled.img`
  display: block;
  width: 100%;
  max-height: 240px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.gray100};
`;
const Pick = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 3.5rem;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.white};
  font-weight: 700;
  cursor: pointer;
`;
const Error = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.danger};
`;
