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
  /* Side by side from 150px each; stacked on the narrowest phones (320px). */
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.xs}px;
`;
