import styled from 'styled-components';

export interface TaskFlags {
  meal: boolean;
  toileting: boolean;
  mobility: boolean;
  daily: boolean;
}

export interface TaskTagsProps {
  tasks: TaskFlags;
  /** Accessible name of the list, e.g. '필요한 돌봄' or '가능한 돌봄'. */
  label: string;
  className?: string;
}

/**
 * The cards' four tags in the spec's order (일상 이동 식사 배변); lit when the flag is on. An unlit tag is
 * greyed and says `해당 없음` in words (issue 30: the grey meant it only to screen readers); no line
 * through it: that is hard to read for older eyes, and it reads as "not allowed".
 */
const ORDER = [
  ['daily', '일상'],
  ['mobility', '이동'],
  ['meal', '식사'],
  ['toileting', '배변'],
] as const;

export function TaskTags({ tasks, label, className }: TaskTagsProps) {
  return (
    <List aria-label={label} className={className}>
      {ORDER.map(([key, text]) => (
        <Tag key={key} $on={tasks[key]}>
          {text}
          {!tasks[key] && <Off> 해당 없음</Off>}
        </Tag>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Off = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  white-space: nowrap;
`;
const Tag = styled.li<{ $on: boolean }>`
  padding: 4px ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.full}px;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  background: ${({ $on, theme }) => ($on ? theme.colors.primaryLight : theme.colors.gray100)};
  color: ${({ $on, theme }) => ($on ? theme.colors.primaryDark : theme.colors.textTertiary)};
`;
