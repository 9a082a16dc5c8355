import styled from 'styled-components';

/** The caregiver's photo, or the first letter of the name on a soft circle when there is none. */
export function ProfilePhoto({ src, name, size = 72 }: { src: string | null; name: string; size?: number }) {
  return src ? (
    <Img src={src} alt={`${name} 님 사진`} width={size} height={size} $size={size} />
  ) : (
    <Initial aria-hidden="true" $size={size}>
      {name.slice(0, 1)}
    </Initial>
  );
}

const Img = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  flex-shrink: 0;
`;
const Initial = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex-shrink: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  font-weight: 700;
`;
