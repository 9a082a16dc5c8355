import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, InfoCard } from '@dolbom/shared-ui';
import { api, isApiError } from '@dolbom/shared-api';
import { phoneSchema, verificationCodeSchema } from '@dolbom/shared-api/contracts';
import { FIND_TEXT } from './messages';
import { PhoneCodeFields } from './phone-code-fields';
import { useVerification } from './use-verification';

type Errors = Partial<Record<'phone' | 'code' | 'form', string>>;

export function FindIdTab() {
  const navigate = useNavigate();
  const v = useVerification('find-id');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [maskedId, setMaskedId] = useState<string | null>(null);
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
      const res = await api.post<{ maskedId: string }>(
        '/api/auth/find-id',
        { phone, code },
        { anonymous: true },
      );
      setMaskedId(res.maskedId);
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

  if (maskedId) {
    return (
      <>
        <InfoCard title={FIND_TEXT.foundId(maskedId)} />
        <Button onClick={() => navigate('/login')}>{FIND_TEXT.toLogin}</Button>
      </>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <PhoneCodeFields
        phone={phone}
        onPhone={setPhone}
        phoneError={errors.phone ?? errors.form}
        code={code}
        onCode={setCode}
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
