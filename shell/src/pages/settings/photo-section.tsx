import { useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { Spinner } from '@dolbom/shared-ui';
import { api, isApiError } from '@dolbom/shared-api';
import { ACCOUNT_MESSAGES, type Profile } from '@dolbom/shared-api/contracts';
import { PhotoPreview } from '../signup/photo-preview';
import { photoTypeError } from '../signup/photo-holder';
import { SETTINGS_TEXT as T } from './messages';

/** The server's cap (server/src/plugins/multipart.ts); checked here first so nothing big is sent. */
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** A caregiver's profile photo: PNG or JPG, sent as soon as it is picked. The file input comes first so
 * that its keyboard focus rings the label after it. */
export function PhotoSection({ profileKey, url }: { profileKey: string; url: string | null }) {
  const id = useId();
  const { mutate } = useSWRConfig();
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [uploading, setUploading] = useState(false);
  const inFlight = useRef(false);

  async function onPick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same file may be picked again after an error
    if (!file || inFlight.current) return;
    setSaved(false);
    const typeError = photoTypeError(file);
    if (typeError) return setError(typeError);
    if (file.size > PHOTO_MAX_BYTES) return setError(T.photoTooLarge);
    inFlight.current = true;
    setUploading(true);
    setError(undefined);
    try {
      const form = new FormData();
      form.append('file', file);
      const { profileImage } = await api.post<{ profileImage: string }>('/api/user/photo', form);
      await mutate(profileKey, (p?: Profile) => (p ? { ...p, profileImage } : p), { revalidate: false });
      setSaved(true);
    } catch (err) {
      console.error(err);
      setError(isApiError(err) ? err.message : T.photoFailed);
    } finally {
      inFlight.current = false;
      setUploading(false);
    }
  }

  return (
    <Wrap>
      <Title>{T.photo}</Title>
      <PhotoPreview url={url} />
      <input
        id={`${id}-photo`}
        type="file"
        accept="image/png,image/jpeg"
        className="visually-hidden-input"
        disabled={uploading}
        onChange={(e) => void onPick(e)}
        aria-describedby={`${id}-photo-message`}
      />
      <Pick htmlFor={`${id}-photo`} aria-disabled={uploading || undefined}>
        {uploading ? <Spinner size={20} /> : null}
        {T.photoChange}
      </Pick>
      <Message id={`${id}-photo-message`} role={error ? 'alert' : 'status'} $error={!!error}>
        {error ?? (saved ? ACCOUNT_MESSAGES.photoSaved : '')}
      </Message>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;

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

const Title = styled.p`
  align-self: flex-start;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  font-weight: 700;
`;

const Pick = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: 3rem;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md}px;
  font-weight: 700;
  cursor: pointer;
`;

const Message = styled.p<{ $error: boolean }>`
  color: ${({ $error, theme }) => ($error ? theme.colors.danger : theme.colors.success)};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  text-align: center;
`;
