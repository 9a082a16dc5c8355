import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, InfoCard, PasswordPair, TextField } from '@dolbom/shared-ui';
import { api, isApiError } from '@dolbom/shared-api';
import { idSchema, phoneSchema, resetPasswordRequestSchema } from '@dolbom/shared-api/contracts';
import { FIND_TEXT } from './messages';
import { withoutError } from '../settings/form-errors';
import { PhoneCodeFields } from './phone-code-fields';
import { useVerification } from './use-verification';
import type { LoginPrefill } from '../login-prefill';

type Field = 'id' | 'phone' | 'code' | 'password' | 'passwordCheck' | 'form';
type Errors = Partial<Record<Field, string>>;
const noSpace = (s: string) => s.replace(/\s/g, '');

export function ResetPasswordTab({
  initialId = '',
  initialPhone = '',
}: {
  initialId?: string;
  initialPhone?: string;
}) {
  const navigate = useNavigate();
  const v = useVerification('reset-password');
  const [form, setForm] = useState({
    id: initialId,
    phone: initialPhone,
    code: '',
    password: '',
    passwordCheck: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const set = (k: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [k]: value }));
    setErrors(withoutError(k));
  };

  async function send() {
    const id = idSchema.safeParse(form.id);
    const phone = phoneSchema.safeParse(form.phone);
    const next: Errors = {};
    if (!id.success) next.id = id.error.issues[0]?.message;
    if (!phone.success) next.phone = phone.error.issues[0]?.message;
    setErrors(next);
    if (next.id || next.phone) return;
    const err = await v.send(form.phone, form.id);
    if (err) setErrors({ [err.field]: err.message });
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (inFlight.current) return;
    const parsed = resetPasswordRequestSchema.safeParse(form);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form') as Field;
        next[key] ??= issue.message;
      }
      return setErrors(next);
    }
    inFlight.current = true;
    setSaving(true);
    try {
      await api.post('/api/auth/reset-password', parsed.data, { anonymous: true });
      setDone(true);
    } catch (err) {
      console.error(err);
      if (isApiError(err) && err.fields) setErrors(err.fields as Errors);
      else setErrors({ form: isApiError(err) ? err.message : '비밀번호를 바꾸지 못했어요.' });
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  if (done) {
    return (
      <>
        <InfoCard title={FIND_TEXT.passwordChanged} />
        <Button onClick={() => navigate('/login', { state: { loginId: form.id } satisfies LoginPrefill })}>
          {FIND_TEXT.toLogin}
        </Button>
      </>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        label={FIND_TEXT.id}
        name="id"
        autoCapitalize="none"
        autoComplete="username"
        placeholder={FIND_TEXT.idPlaceholder}
        value={form.id}
        maxLength={20}
        onChange={(e) => set('id')(noSpace(e.target.value))}
        error={errors.id}
      />
      <PhoneCodeFields
        phone={form.phone}
        onPhone={set('phone')}
        phoneError={errors.phone}
        code={form.code}
        onCode={set('code')}
        codeError={errors.code}
        sent={v.sent}
        sending={v.sending}
        remaining={v.remaining}
        onSend={send}
      />
      {v.sent && (
        <>
          <PasswordPair
            labels={{ password: FIND_TEXT.newPassword, check: FIND_TEXT.newPasswordCheck }}
            placeholder={FIND_TEXT.newPasswordPlaceholder}
            password={form.password}
            check={form.passwordCheck}
            onPassword={set('password')}
            onCheck={set('passwordCheck')}
            errors={{ password: errors.password, check: errors.passwordCheck ?? errors.form }}
          />
          <Button type="submit" loading={saving} disabled={v.expired}>
            {FIND_TEXT.changePassword}
          </Button>
        </>
      )}
    </form>
  );
}
