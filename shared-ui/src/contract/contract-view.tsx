import styled from 'styled-components';
import {
  CONTRACT_SECTION_LABELS,
  CONTRACT_SECTIONS,
  contractSectionLines,
  type ContractDetail,
  type ContractSection,
} from '@dolbom/shared-api/contracts';
import { Button } from '@dolbom/shared-ui';

export interface ContractViewProps {
  contract: ContractDetail;
  /** Caregiver: `이 부분을 고쳐주세요` under each section (while the version is the latest). */
  onAskChange?: (section: ContractSection) => void;
}

/**
 * A 근로계약서 version for reading on a phone: the one-line summary on top, then each section of the
 * standard form in large text, one after the other, in the words the PDF prints.
 */
export function ContractView({ contract, onAskChange }: ContractViewProps) {
  const lines = contractSectionLines(contract.fields);
  return (
    <Wrap>
      <Summary aria-label="한눈에 보기">
        <span>한눈에 보기</span>
        <strong>{contract.summary}</strong>
      </Summary>
      {CONTRACT_SECTIONS.map((section, i) => (
        <Section key={section} aria-labelledby={`contract-${section}`}>
          <h2 id={`contract-${section}`}>
            {i === 0 ? '' : `${i}. `}
            {CONTRACT_SECTION_LABELS[section]}
          </h2>
          {lines[section].map((line, n) => (
            <p key={n}>{line}</p>
          ))}
          {onAskChange && (
            <Button type="button" variant="text" onClick={() => onAskChange(section)}>
              이 부분을 고쳐주세요
            </Button>
          )}
        </Section>
      ))}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;
const Summary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.primaryLight};
  border: 2px solid ${({ theme }) => theme.colors.primaryBorder};
  span {
    color: ${({ theme }) => theme.colors.primaryDark};
    font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
    line-height: ${({ theme }) => theme.lineHeights.normal};
    overflow-wrap: anywhere;
  }
`;
const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;
