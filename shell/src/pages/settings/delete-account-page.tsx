import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { Button, ConfirmModal, FullPageMessage, Header, TextField, useBack } from '@dolbom/shared-ui';
import { api, authStore } from '@dolbom/shared-api';
import { deleteAccountRequestSchema } from '@dolbom/shared-api/contracts';
import { SETTINGS_TEXT as T } from './messages';
import { Body } from './settings-page';
import { fieldErrors, requestErrors, withoutError } from './form-errors';
import { Form, FormError } from './form-parts';

/** 회원 탈퇴: what goes and what stays, the password again, then a confirm dialog. */
export function DeleteAccountPage() {
  const back = useBack('/settings');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [done, setDone] = useState(false);
  const inFlight = useRef(false);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = deleteAccountRequestSchema.safeParse({ password });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setConfirming(true);
  }

  async function remove() {
    if (inFlight.current) return;
    inFlight.current = true;
    setDeleting(true);
    try {
      await api.del('/api/user', { body: { password } });
      setConfirming(false);
      setDone(true);
    } catch (err) {
      console.error(err);
      setConfirming(false);
      setErrors(requestErrors(err, T.deleteFailed));
    } finally {
      inFlight.current = false;
      setDeleting(false);
    }
  }

  async function leave() {
    // The server already ended every session: forget it here, and every cached answer with it.
    authStore.getState().clear();
    await mutate(() => true, undefined, { revalidate: false });
    navigate('/login', { replace: true });
  }

  if (done) {
    return (
      <FullPageMessage
        mark="✓"
        title={T.deletedTitle}
        body={T.deletedBody}
        action={<Button onClick={() => void leave()}>{T.toLogin}</Button>}
      />
    );
  }

  return (
    <>
      <Header title={T.deleteAccount} onBack={back} />
      <Body>
        <Notice>
          <p>{T.deleteIntro}</p>
          <ul>
            {T.deleteItems.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{T.deleteKept}</p>
        </Notice>
        <Form onSubmit={onSubmit} noValidate aria-label={T.deleteAccount}>
          <TextField
            label={T.deletePassword}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            maxLength={100}
            onChange={(e) => {
              setPassword(e.target.value.replace(/\s/g, ''));
              setErrors(withoutError('password'));
            }}
            error={errors.password}
          />
          {errors.form && <FormError role="alert">{errors.form}</FormError>}
          <Button type="submit" variant="danger">
            {T.deleteSubmit}
          </Button>
        </Form>
      </Body>
      <ConfirmModal
        open={confirming}
        title={T.deleteConfirmTitle}
        content={T.deleteConfirmBody}
        leftLabel={T.deleteConfirmNo}
        rightLabel={T.deleteConfirmYes}
        rightVariant="danger"
        rightLoading={deleting}
        onRight={() => void remove()}
        onClose={() => !deleting && setConfirming(false)}
      />
    </>
  );
}

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
  color: ${({ theme }) => theme.colors.textSecondary};

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs}px;
    padding-left: 1.25em;
    list-style: disc;
    color: ${({ theme }) => theme.colors.text};
  }
`;
