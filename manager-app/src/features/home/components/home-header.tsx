import styled from 'styled-components';
import { IconChevronDown, Skeleton, TitleBlock } from '@dolbom/shared-ui';
import { useSelectedElder } from '../../../hooks/use-selected-elder';
import { HOME_TEXT as T } from '../messages';

/**
 * Home header (spec §2): the label 맞춤 요양 보호사 over the selected elder's name, which is a
 * dropdown of the manager's elders. The choice is kept for every tab and across reloads.
 */
export function ManagerHomeHeader() {
  const { elders, elder, isLoading, select } = useSelectedElder();
  if (isLoading) {
    return (
      <Wrap>
        <Label>{T.label}</Label>
        <Skeleton width={160} height={32} />
      </Wrap>
    );
  }
  if (!elders || !elder) return <TitleBlock label={T.label} title={T.noElderTitle} />;
  return (
    <Wrap>
      <Label htmlFor="manager-elder-select">{T.label}</Label>
      <SelectWrap>
        <Select
          id="manager-elder-select"
          aria-label={T.elderSelect}
          value={elder.elderId}
          onChange={(e) => select(Number(e.target.value))}
        >
          {elders.map((e) => (
            <option key={e.elderId} value={e.elderId}>
              {e.elderName} 어르신
            </option>
          ))}
        </Select>
        <Chevron aria-hidden="true">
          <IconChevronDown size={24} strokeWidth={2.5} />
        </Chevron>
      </SelectWrap>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding-top: ${({ theme }) => theme.space.xxs}px;
`;
const Label = styled.label`
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: ${({ theme }) => theme.fontSizes.body}px;
  font-weight: 700;
`;
const SelectWrap = styled.div`
  position: relative;
  display: inline-flex;
  max-width: 100%;
`;
const Select = styled.select`
  max-width: 100%;
  min-height: 48px;
  padding: 0 32px 0 0;
  border: 0;
  background: transparent;
  font-size: ${({ theme }) => theme.fontSizes.headline}px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
  appearance: none;
  cursor: pointer;
  text-overflow: ellipsis;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    border-radius: ${({ theme }) => theme.radii.sm}px;
  }
`;
const Chevron = styled.span`
  position: absolute;
  top: 50%;
  right: 4px;
  display: flex;
  transform: translateY(-50%);
  pointer-events: none;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
