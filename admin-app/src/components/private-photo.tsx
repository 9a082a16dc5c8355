import { useState } from 'react';
import styled from 'styled-components';
import { Button, Skeleton } from '@dolbom/shared-ui';
import { usePrivatePhoto } from '../hooks/use-private-photo';

export interface PrivatePhotoProps {
  path: string;
  /** What the photo is, as a phrase: `정새봄 님의 요양보호사 자격증 사진`. */
  alt: string;
  /** Said when it could not be read: `자격증 사진을 불러오지 못했어요`. */
  failed: string;
  /** The link's name that opens it full size. */
  open: string;
}

/** A private photo, fetched with the operator's token; 다시 시도 when it could not be read. */
export function PrivatePhoto({ path, alt, failed, open }: PrivatePhotoProps) {
  const [attempt, setAttempt] = useState(0);
  const photo = usePrivatePhoto(path, attempt);
  if (photo.status === 'loading') return <Skeleton height={200} />;
  if (photo.status === 'error')
    return (
      <Failed role="alert">
        <span>{failed}</span>
        <Button variant="outline" size="medium" onClick={() => setAttempt((n) => n + 1)}>
          다시 시도
        </Button>
      </Failed>
    );
  return (
    <a href={photo.url} target="_blank" rel="noreferrer" aria-label={open}>
      <Photo src={photo.url} alt={alt} />
    </a>
  );
}

const Photo = styled.img`
  display: block;
  width: 100%;
  max-height: 320px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.backgroundPage};
`;

const Failed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.backgroundPage};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
