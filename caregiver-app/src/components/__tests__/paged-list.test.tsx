import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderRoute } from '@dolbom/shared-ui/testing';
import { PagedList } from '../paged-list';

interface Item {
  id: number;
}

const page = (number: number, ids: number[], last: boolean) => ({
  status: 200,
  body: {
    content: ids.map((id) => ({ id })),
    totalPages: 2,
    totalElements: 3,
    size: 2,
    number,
    first: number === 0,
    last,
  },
});

let observed: IntersectionObserverCallback[] = [];
beforeEach(() => {
  observed = [];
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  globalThis.IntersectionObserver = class {
    constructor(cb: IntersectionObserverCallback) {
      observed.push(cb);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => jest.restoreAllMocks());

function renderList() {
  return renderRoute(
    <PagedList<Item>
      label="목록"
      keyFor={(p) => `/api/x?page=${p}`}
      itemKey={(i) => i.id}
      renderItem={(i) => <p>항목 {i.id}</p>}
      empty="아직 연락이 없어요"
    />,
    { path: '/' },
  );
}

describe('a paged list', () => {
  it('shows a skeleton, then loads the next page when the end scrolls into view', async () => {
    const calls = installFakeApi((c) =>
      c.url.endsWith('page=0') ? page(0, [1, 2], false) : page(1, [3], true),
    );
    renderList();
    expect(screen.getByText('불러오는 중')).toBeInTheDocument();
    expect(await screen.findByText('항목 2')).toBeInTheDocument();
    expect(screen.queryByText('항목 3')).not.toBeInTheDocument();
    await act(async () =>
      observed.at(-1)?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as never),
    );
    expect(await screen.findByText('항목 3')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/x?page=0', '/api/x?page=1']);
    // The last page asks for nothing more.
    expect(screen.queryByTestId('more-trigger')).not.toBeInTheDocument();
  });

  it('shows the spec empty text', async () => {
    installFakeApi(() => page(0, [], true));
    renderList();
    expect(await screen.findByText('아직 연락이 없어요')).toBeInTheDocument();
  });

  it('shows an error with 다시 시도, which loads again', async () => {
    let fail = true;
    installFakeApi(() =>
      fail ? { status: 500, body: { message: '서버 오류', code: 'X' } } : page(0, [9], true),
    );
    renderList();
    expect(await screen.findByText('정보를 불러오지 못했어요')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('항목 9')).toBeInTheDocument();
  });
});
