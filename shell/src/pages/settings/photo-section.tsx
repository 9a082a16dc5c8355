import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { PhotoPicker } from '@dolbom/shared-ui';
import { api, isApiError } from '@dolbom/shared-api';
import { ACCOUNT_MESSAGES, type Profile } from '@dolbom/shared-api/contracts';
import { PhotoPreview } from '../signup/photo-preview';
import { photoTypeError } from '../signup/photo-holder';
import { SETTINGS_TEXT as T } from './messages';

/** A caregiver's profile photo: PNG or JPG, sent as soon as it is picked. */
export function PhotoSection({ profileKey, url }: { profileKey: string; url: string | null }) {
  const { mutate } = useSWRConfig();
  async function upload(file: File) {
    const form = new FormData();
    form.append('file', file);
    const { profileImage } = await api.post<{ profileImage: string }>('/api/user/photo', form);
    await mutate(profileKey, (p?: Profile) => (p ? { ...p, profileImage } : p), { revalidate: false });
  }
  return (
    <Wrap>
      <Title>{T.photo}</Title>
      <PhotoPreview url={url} />
      <PhotoPicker
        label={T.photoChange}
        check={photoTypeError}
        upload={upload}
        messages={{
          tooLarge: T.photoTooLarge,
          done: ACCOUNT_MESSAGES.photoSaved,
          failed: (err) => (isApiError(err) ? err.message : T.photoFailed),
        }}
      />
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  text-align: center;
`;

const Title = styled.p`
  align-self: flex-start;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  font-weight: 700;
`;
