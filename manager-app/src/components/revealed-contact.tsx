import styled from 'styled-components';

/** The other side's phone and message, shown once a contact or apply is accepted (PRODUCT.md). */
export function RevealedContact({ phone, message }: { phone: string | null; message: string | null }) {
  if (!phone && !message) return null;
  return (
    <Box>
      {phone && (
        <p>
          <span>연락처 </span>
          <a href={`tel:${phone}`}>{phone}</a>
        </p>
      )}
      {message && (
        <p>
          <span>남긴 말 </span>
          {message}
        </p>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.primaryLight};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  p {
    margin: 0;
  }
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  a {
    display: inline-flex;
    align-items: center;
    align-self: flex-start;
    min-height: 3rem;
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  }
`;
