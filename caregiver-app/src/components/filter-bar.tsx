import styled from 'styled-components';
import { SelectField } from '@dolbom/shared-ui';
import { ORDER_OPTIONS, RANGE_OPTIONS, useListFilters } from '../lib/range';

/** The range (and, on home, order) dropdowns; their values live in the URL. */
export function FilterBar({ withOrder = true }: { withOrder?: boolean }) {
  const { range, order, set } = useListFilters();
  return (
    <Bar>
      <SelectField
        label="거리"
        hideLabel
        value={range}
        options={RANGE_OPTIONS}
        onChange={(v) => set({ range: v })}
      />
      {withOrder && (
        <SelectField
          label="정렬"
          hideLabel
          value={order}
          options={ORDER_OPTIONS}
          onChange={(v) => set({ order: v })}
        />
      )}
    </Bar>
  );
}

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs}px;
`;
