import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isApiError, newIdempotencyKey, NETWORK_ERROR_MESSAGE } from '@dolbom/shared-api';
import { CONTRACT_MESSAGES, sameName, type SignContractBody } from '@dolbom/shared-api/contracts';
import { Button, TextField } from '@dolbom/shared-ui';
import { SignaturePad, type SignatureStroke } from './signature-pad';

export interface ContractSignFormProps {
  /** The signer's own name: the typed name must be it. */
  signerName: string;
  version: number;
  /** Sends the signature with the form run's Idempotency-Key (a double tap signs once). */
  onSign: (body: SignContractBody, requestKey: string) => Promise<unknown>;
}

/** 서명하기: the typed name and a drawn signature, checked as the server checks them. */
export function ContractSignForm({ signerName, version, onSign }: ContractSignFormProps) {
  const [name, setName] = useState('');
  const [strokes, setStrokes] = useState<SignatureStroke[]>([]);
  const [errors, setErrors] = useState<{ name?: string; strokes?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const requestKey = useRef(newIdempotencyKey());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const next: typeof errors = {};
    if (!name.trim()) next.name = CONTRACT_MESSAGES.name;
    else if (!sameName(name, signerName)) next.name = CONTRACT_MESSAGES.nameMismatch;
    if (!strokes.some((s) => s.length >= 2)) next.strokes = CONTRACT_MESSAGES.signature;
    setErrors(next);
    if (next.name || next.strokes) return;
    setBusy(true);
    try {
      await onSign({ version, name: name.trim(), strokes }, requestKey.current);
    } catch (err) {
      requestKey.current = newIdempotencyKey();
      setErrors({
        name: isApiError(err) ? err.fields?.name : undefined,
        form: isApiError(err) ? err.message : NETWORK_ERROR_MESSAGE,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={(e) => void submit(e)} aria-label="서명하기" noValidate>
      <TextField
        label="이름을 적어주세요"
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder={signerName}
        autoComplete="name"
        maxLength={20}
        error={errors.name}
      />
      <Label id="signature-label">손가락으로 서명해주세요</Label>
      <SignaturePad
        strokes={strokes}
        onChange={(s) => {
          setStrokes(s);
          if (s.length) setErrors((prev) => ({ ...prev, strokes: undefined }));
        }}
        label="서명 칸"
      />
      {errors.strokes && <Error role="alert">{errors.strokes}</Error>}
      {errors.form && <Error role="alert">{errors.form}</Error>}
      <Button type="submit" size="large" fullWidth disabled={busy} aria-busy={busy}>
        {busy ? '서명하는 중…' : '서명하기'}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;
const Label = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
`;
