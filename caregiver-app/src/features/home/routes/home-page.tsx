import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PageBody } from '@dolbom/shared-ui';
import type { ContactCard as ContactCardData } from '@dolbom/shared-api/contracts';
import { FilterBar } from '../../../components/filter-bar';
import { PagedList } from '../../../components/paged-list';
import { useListFilters } from '../../../lib/range';
import { mainContactsKey } from '../api/get-main-contacts';
import { ContactCard } from '../components/contact-card';

/**
 * / : every received contact, in the chosen order, paged as the user scrolls. The range weighs 정확도순
 * and is what 근처 어르신 opens with; it never hides a contact (PRODUCT.md "Data rules", issue 30).
 */
export function HomePage() {
  const { range, order } = useListFilters();
  const navigate = useNavigate();
  return (
    <PageBody $gap={16} style={{ paddingTop: 8 }}>
      <FilterBar />
      <Note>받은 연락은 거리와 상관없이 모두 보여요.</Note>
      <PagedList<ContactCardData>
        key={`${range}-${order}`}
        label="받은 연락"
        keyFor={(page) => mainContactsKey(range, order, page)}
        itemKey={(c) => c.contactId}
        renderItem={(c) => <ContactCard contact={c} />}
        empty="아직 연락이 없어요"
        emptyDescription="그동안 근처 어르신을 보고 먼저 지원해 보세요."
        emptyAction={
          <Button size="medium" onClick={() => navigate(`/near?range=${range}`)}>
            근처 어르신 보기
          </Button>
        }
      />
    </PageBody>
  );
}

const Note = styled.p`
  margin: -8px 0 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
