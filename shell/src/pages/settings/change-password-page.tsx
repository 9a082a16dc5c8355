import { useRef, useState, type FormEvent } from 'react';
import { Button, Header, InfoCard, PasswordPair, TextField, useBack } from '@dolbom/shared-ui';
import { api } from '@dolbom/shared-api';
import { ACCOUNT_MESSAGES, changePasswordRequestSchema } from '@dolbom/shared-api/contracts';
import { SETTINGS_TEXT as T } from './messages';
import { Body } from './settings-page';
import { fieldErrors, requestErrors, withoutError } from './form-errors';
import { FormError, Form } from './form-parts';

type Fields = { currentPassword: string; password: string; passwordCheck: string };
const noSpace = (s: string) => s.replace(/\s/g, '');

/** 비밀번호 변경: the current password, then a new one by the sign-up rule, twice. */
export function ChangePasswordPage() {
  const back = useBack('/settings');
  const [form, setForm] = useState<Fields>({ currentPassword: '', password: '', passwordCheck: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const inFlight = useRef(false);
  const set = (k: keyof Fields) => (value: string) => {
    setForm((f) => ({ ...f, [k]: noSpace(value) }));
    setErrors(withoutError(k));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (inFlight.current) return;
    const parsed = changePasswordRequestSchema.safeParse(form);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    inFlight.current = true;
    setSaving(true);
    setErrors({});
    try {
      await api.post('/api/user/password', parsed.data);
      setDone(true);
    } catch (err) {
      console.error(err);
      // What was typed stays; only the messages change.
      setErrors(requestErrors(err, T.passwordFailed));
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  return (
    <>
      <Header title={T.password} onBack={back} />
      <Body>
        {done ? (
          <>
            <InfoCard title={ACCOUNT_MESSAGES.passwordChanged} />
            <Button onClick={back}>{T.backToSettings}</Button>
          </>
        ) : (
          <Form onSubmit={onSubmit} noValidate aria-label={T.password}>
            <TextField
              label={T.currentPassword}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              value={form.currentPassword}
              maxLength={100}
              onChange={(e) => set('currentPassword')(e.target.value)}
              error={errors.currentPassword}
            />
            <PasswordPair
              labels={{ password: T.newPassword, check: T.newPasswordCheck }}
              helper={T.newPasswordHelper}
              password={form.password}
              check={form.passwordCheck}
              onPassword={set('password')}
              onCheck={set('passwordCheck')}
              errors={{ password: errors.password, check: errors.passwordCheck }}
            />
            {errors.form && <FormError role="alert">{errors.form}</FormError>}
            <Button type="submit" loading={saving}>
              {T.changePassword}
            </Button>
          </Form>
        )}
      </Body>
    </>
  );
}
