import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@dolbom/shared-ui';
import { api, isApiError } from '@dolbom/shared-api';
import { phoneSchema, verificationCodeSchema, type FindIdResponse } from '@dolbom/shared-api/contracts';
import type { LoginPrefill } from '../login-prefill';
import { FIND_TEXT } from './messages';
import { withoutError } from '../settings/form-errors';
import { PhoneCodeFields } from './phone-code-fields';
import { useVerification } from './use-verification';

type Errors = Partial<Record<'phone' | 'code' | 'form', string>>;

/**
 * 아이디 찾기: phone, code, then the whole id (PRODUCT.md "Data rules", issue 30: a masked id left her
 * locked out, since 비밀번호 찾기 needs the whole id) with 이 아이디로 로그인 and 비밀번호 재설정.
 */
export function FindIdTab({
  onResetPassword,
}: {
  onResetPassword: (loginId: string, phone: string) => void;
}) {
  const navigate = useNavigate();
  const v = useVerification('find-id');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [foundId, setFoundId] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const inFlight = useRef(false);

  async function send() {
    const ok = phoneSchema.safeParse(phone);
    if (!ok.success) return setErrors({ phone: ok.error.issues[0]?.message });
    setErrors({});
    const err = await v.send(phone);
    if (err) setErrors({ [err.field]: err.message });
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (inFlight.current) return;
    const c = verificationCodeSchema.safeParse(code);
    if (!c.success) return setErrors({ code: c.error.issues[0]?.message });
    inFlight.current = true;
    setChecking(true);
    try {
      const res = await api.post<FindIdResponse>('/api/auth/find-id', { phone, code }, { anonymous: true });
      setFoundId(res.loginId);
      setErrors({});
    } catch (err) {
      console.error(err);
      setErrors(
        isApiError(err)
          ? { code: err.fields?.code ?? err.fields?.phone ?? err.message }
          : { form: '확인하지 못했어요.' },
      );
    } finally {
      inFlight.current = false;
      setChecking(false);
    }
  }

  if (foundId) {
    const prefill: LoginPrefill = { loginId: foundId };
    return (
      <>
        <Found aria-labelledby="found-id-title">
          <h2 id="found-id-title">{FIND_TEXT.foundIdTitle}</h2>
          <FoundId>{foundId}</FoundId>
        </Found>
        <Button onClick={() => navigate('/login', { state: prefill })}>{FIND_TEXT.loginWithId}</Button>
        <Button variant="outline" onClick={() => onResetPassword(foundId, phone)}>
          {FIND_TEXT.resetPassword}
        </Button>
      </>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <PhoneCodeFields
        phone={phone}
        onPhone={(v) => {
          setPhone(v);
          setErrors(withoutError('phone'));
        }}
        phoneError={errors.phone ?? errors.form}
        code={code}
        onCode={(v) => {
          setCode(v);
          setErrors(withoutError('code'));
        }}
        codeError={errors.code}
        sent={v.sent}
        sending={v.sending}
        remaining={v.remaining}
        onSend={send}
      />
      {v.sent && (
        <Button type="submit" loading={checking} disabled={v.expired}>
          {FIND_TEXT.confirm}
        </Button>
      )}
    </form>
  );
}

const Found = styled.section`
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.primaryLight};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
/** The id itself, large and unbroken where it fits (a 20-character id wraps rather than overflow). */
const FoundId = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.headline / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;
