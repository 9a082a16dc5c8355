import { installFakeApi } from '@dolbom/shared-ui/testing';
import { getCountedList } from '../counted-list';

afterEach(() => jest.restoreAllMocks());

describe('the manager lists of spec §7 (bare arrays, total in X-Total-Count)', () => {
  it('reads the page from the array and the total from the header', async () => {
    installFakeApi(() => ({ status: 200, body: [{ id: 3 }, { id: 4 }], headers: { 'x-total-count': '7' } }));
    const page = await getCountedList<{ id: number }>('/api/manager/apply?elderId=1&page=1&size=2');
    expect(page).toEqual({
      content: [{ id: 3 }, { id: 4 }],
      totalElements: 7,
      totalPages: 4,
      size: 2,
      number: 1,
      first: false,
      last: false,
    });
  });

  it('without the header, counts what it has (a proxy may drop it)', async () => {
    installFakeApi(() => ({ status: 200, body: [{ id: 1 }] }));
    const page = await getCountedList<{ id: number }>('/api/manager/bookmark?elderId=1&page=0&size=50');
    expect(page).toMatchObject({ totalElements: 1, totalPages: 1, last: true });
  });
});
