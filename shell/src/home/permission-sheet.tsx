import { useState } from 'react';
import styled from 'styled-components';
import { BottomSheet, Button, Checkbox } from '@dolbom/shared-ui';
import { permissionFlag } from '@dolbom/shared-api';

export const PERMISSION_TEXT = {
  title: '돌봄이음 이용을 위해 접근 권한을 허용해주세요',
  camera: '카메라 및 저장공간 접근',
  cameraWhy: '프로필 사진을 찍거나 고를 때 사용해요. 지금은 묻지 않고, 사진을 고를 때 휴대폰이 물어봐요.',
  location: '위치 접근',
  locationWhy: '가까운 일자리와 요양보호사를 추천하고, 현재 위치로 주소를 찾을 때 사용해요',
  all: '모두 허용',
  confirm: '확인',
  note: '선택하지 않아도 서비스를 이용할 수 있어요. 나중에 휴대폰 설정에서 바꿀 수 있어요.',
} as const;

/**
 * The browser's own location prompt, right after the person allowed location here: the answer
 * (allow or block) is remembered by the browser, so `현재 위치로 주소 찾기` works without a second
 * prompt. The position itself is not kept.
 */
function askForLocation() {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return;
  navigator.geolocation.getCurrentPosition(
    () => undefined,
    (error) => console.error('위치 권한', error),
    { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
  );
}

/**
 * Spec §2: shown on the home frame until the local permission flag is 'true'; the choice is stored
 * locally. Location, when allowed, is asked of the browser at once; the camera is asked by the phone
 * only when a photo is picked (a file input needs no permission beforehand).
 */
export function PermissionSheet() {
  const [open, setOpen] = useState(() => !permissionFlag.get());
  const [camera, setCamera] = useState(false);
  const [location, setLocation] = useState(false);

  function confirm() {
    permissionFlag.set({ camera, location });
    if (location) askForLocation();
    setOpen(false);
  }

  return (
    <BottomSheet open={open} onClose={confirm} title={PERMISSION_TEXT.title}>
      <List>
        <Item>
          <Checkbox
            label={PERMISSION_TEXT.camera}
            checked={camera}
            onChange={(e) => setCamera(e.target.checked)}
          />
          <Why>{PERMISSION_TEXT.cameraWhy}</Why>
        </Item>
        <Item>
          <Checkbox
            label={PERMISSION_TEXT.location}
            checked={location}
            onChange={(e) => setLocation(e.target.checked)}
          />
          <Why>{PERMISSION_TEXT.locationWhy}</Why>
        </Item>
        <All>
          <Checkbox
            label={PERMISSION_TEXT.all}
            checked={camera && location}
            onChange={(e) => {
              setCamera(e.target.checked);
              setLocation(e.target.checked);
            }}
          />
        </All>
      </List>
      <Note>{PERMISSION_TEXT.note}</Note>
      <Button onClick={confirm}>{PERMISSION_TEXT.confirm}</Button>
    </BottomSheet>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-bottom: ${({ theme }) => theme.space.sm}px;
`;

const Item = styled.div`
  display: flex;
  flex-direction: column;
`;

const Why = styled.p`
  margin: 0 0 0 40px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
`;

const All = styled.div`
  padding-top: ${({ theme }) => theme.space.sm}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  line-height: 1.5;
`;
