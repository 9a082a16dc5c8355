import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Checkbox, TextField } from '@dolbom/shared-ui/core';
import { isApiError, login, rememberedId } from '@dolbom/shared-api/session';
import { hasPrerenderedInput, takePrerenderedInput } from './prerendered-input';
import { useLoginPrefill } from './login-prefill';
import { withoutError } from './settings/form-errors';
import { LOGIN_TEXT, loginErrorFromMessage, type LoginErrors } from './login-messages';

export function LoginPage() {
  const navigate = useNavigate();
  // The id just made at sign-up or found by 아이디 찾기 wins over a remembered one (issue 30).
  const prefilledId = useLoginPrefill();
  const [id, setId] = useState(() => prefilledId || (hasPrerenderedInput() ? '' : rememberedId.get()));
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => !hasPrerenderedInput() && rememberedId.get() !== '');
  const [autoLogin, setAutoLogin] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [pending, setPending] = useState(false);
  // A ref, not state: a second Enter in the same tick must not send a second request.
  const inFlight = useRef(false);

  // The page is prerendered: whatever was typed or ticked before the script took over is kept.
  useEffect(() => {
    const early = takePrerenderedInput();
    const stored = rememberedId.get();
    if (typeof early.id === 'string' && early.id) setId(early.id.replace(/\s/g, ''));
    else if (prefilledId) setId(prefilledId);
    else if (stored) setId((current) => current || stored);
    if (typeof early.password === 'string' && early.password) setPassword(early.password.replace(/\s/g, ''));
    // The box shows the stored choice: ticked whenever an id is remembered (or the user ticked it early).
    if (early.rememberId === true || stored) setRemember(true);
    if (early.autoLogin === true) setAutoLogin(true);
  }, []); // once, on mount: the prefill is the state /login was opened with

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (inFlight.current) return;
    const trimmedId = id.replace(/\s/g, '');
    const next: LoginErrors = {};
    if (!trimmedId) next.id = LOGIN_TEXT.idRequired;
    if (!password) next.password = LOGIN_TEXT.passwordRequired;
    setErrors(next);
    if (next.id || next.password) return;
    inFlight.current = true;
    setPending(true);
    try {
      await login({ id: trimmedId, password, autoLogin });
      if (remember) rememberedId.set(trimmedId);
      else rememberedId.clear();
      navigate('/', { replace: true });
    } catch (err) {
      console.error(err);
      setErrors(loginErrorFromMessage(isApiError(err) ? err.message : undefined));
      inFlight.current = false;
      setPending(false);
    }
  }

  return (
    <Wrap>
      <Brand>
        <Logo aria-hidden="true">돌봄</Logo>
        <h1>돌봄이음</h1>
        <p>요양보호사와 센터를 가깝게 잇습니다</p>
      </Brand>
      <Form onSubmit={onSubmit} noValidate>
        <TextField
          label={LOGIN_TEXT.idLabel}
          name="id"
          autoComplete="username"
          autoCapitalize="none"
          placeholder={LOGIN_TEXT.idPlaceholder}
          value={id}
          maxLength={20}
          onChange={(e) => {
            setId(e.target.value.replace(/\s/g, ''));
            setErrors(withoutError('id'));
          }}
          error={errors.id}
        />
        <TextField
          label={LOGIN_TEXT.passwordLabel}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={LOGIN_TEXT.passwordPlaceholder}
          value={password}
          maxLength={20}
          onChange={(e) => {
            setPassword(e.target.value.replace(/\s/g, ''));
            setErrors(withoutError('password'));
          }}
          error={errors.password}
        />
        <Options>
          <Checkbox
            name="rememberId"
            label={LOGIN_TEXT.rememberId}
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          <Checkbox
            name="autoLogin"
            label={LOGIN_TEXT.autoLogin}
            checked={autoLogin}
            onChange={(e) => setAutoLogin(e.target.checked)}
          />
        </Options>
        {errors.form && <FormError role="alert">{errors.form}</FormError>}
        <Button type="submit" loading={pending}>
          {LOGIN_TEXT.submit}
        </Button>
        <Forgot to="/login/find-account">{LOGIN_TEXT.forgot}</Forgot>
      </Form>
      <SignUp>
        <span>{LOGIN_TEXT.noAccount}</span>
        <Link to="/signup">{LOGIN_TEXT.signup}</Link>
      </SignUp>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100dvh;
  padding: ${({ theme }) => `${theme.space.xxxl}px ${theme.space.lg}px ${theme.space.xxl}px`};
`;

const Brand = styled.header`
  margin-bottom: ${({ theme }) => theme.space.xxl}px;
  h1 {
    margin: ${({ theme }) => theme.space.sm}px 0 ${({ theme }) => theme.space.xxs}px;
    font-size: ${({ theme }) => theme.fontSizes.display / 16}rem;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  }
`;

const Logo = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 800;
  font-size: 1.125rem;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.lg}px`};
`;

const FormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
`;

const Forgot = styled(Link)`
  align-self: center;
  padding: ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  text-decoration: underline;
  text-underline-offset: 3px;
`;

const SignUp = styled.p`
  margin: auto 0 0;
  padding-top: ${({ theme }) => theme.space.xxl}px;
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 3rem;
    padding: 0 ${({ theme }) => theme.space.xs}px;
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 700;
  }
`;
