import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DolbomThemeProvider } from '@dolbom/shared-ui';
import { installFakeApi, type Reply } from '../../../test-utils/fake-api';
import { AddressFinder } from '../address-finder';

// The API is faked at the network layer: a fetch that answers like the server.
let replies: Reply[] = [];
let requests: string[] = [];

const UNAVAILABLE = '주소 검색 서비스를 불러오지 못했어요. 아래에서 동 이름으로 찾아주세요.';
const yeoksam = {
  bcode: '1168010100',
  sido: '서울특별시',
  sigungu: '강남구',
  dong: '역삼동',
  label: '서울특별시 강남구 역삼동',
};
const yeoksamSuwon = { ...yeoksam, bcode: '4111710300', label: '경기도 수원시 장안구 역삼동' };

beforeEach(() => {
  replies = [];
  requests = installFakeApi(() => replies.shift());
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const offline = () => Promise.reject(new Error('script failed to load'));

function renderFinder(props: Partial<Parameters<typeof AddressFinder>[0]> = {}) {
  const onSelect = jest.fn();
  const onClose = jest.fn();
  render(
    <DolbomThemeProvider>
      <AddressFinder open onClose={onClose} onSelect={onSelect} loadScript={offline} {...props} />
    </DolbomThemeProvider>,
  );
  return { onSelect, onClose };
}

const dongField = () => screen.getByRole('textbox', { name: '동 이름으로 찾기' });

describe('AddressFinder', () => {
  it('falls back when the real Kakao script fails to load (the shared loader, no injection)', async () => {
    renderFinder({ loadScript: undefined });
    expect(screen.getByRole('dialog', { name: '주소 검색' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('주소 검색을 불러오는 중이에요');
    // jsdom never fetches scripts: fail the one the loader appended, as the browser would offline.
    const script = document.getElementById('kakao_postcode_script');
    expect(script).toHaveAttribute('src', expect.stringContaining('postcode.v2.js'));
    fireEvent.error(script!);
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(screen.getByRole('alert')).not.toHaveAttribute('lang');
    expect(dongField()).toBeInTheDocument();
  });

  it('finds a 동, takes the rest of the address and hands back road address + bcode', async () => {
    replies = [{ status: 200, body: [yeoksam, yeoksamSuwon] }];
    const { onSelect } = renderFinder();
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();

    await userEvent.type(dongField(), '역삼');
    await userEvent.click(await screen.findByRole('button', { name: '서울특별시 강남구 역삼동' }));
    expect(requests).toEqual(['/api/address?query=역삼']);

    // The rest is required: a slip on the button does not pick a half address.
    await userEvent.click(screen.getByRole('button', { name: '이 주소로 정하기' }));
    expect(screen.getByText('나머지 주소를 입력해주세요.')).toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();

    const rest = screen.getByRole('textbox', { name: '나머지 주소' });
    expect(rest).toHaveFocus();
    await userEvent.type(rest, '  테헤란로   123 {Enter}');
    expect(onSelect).toHaveBeenCalledWith({
      zonecode: '',
      roadAddress: '서울특별시 강남구 역삼동 테헤란로 123',
      jibunAddress: '',
      bcode: '1168010100',
    });
  });

  it('going back to the 동 list keeps the search and the typed rest', async () => {
    replies = [{ status: 200, body: [yeoksam, yeoksamSuwon] }];
    const { onSelect } = renderFinder();
    await userEvent.type(await screen.findByRole('textbox', { name: '동 이름으로 찾기' }), '역삼');
    await userEvent.click(await screen.findByRole('button', { name: '서울특별시 강남구 역삼동' }));
    await userEvent.type(screen.getByRole('textbox', { name: '나머지 주소' }), '테헤란로 123');
    await userEvent.click(screen.getByRole('button', { name: '다른 동 고르기' }));

    replies = [{ status: 200, body: [yeoksam, yeoksamSuwon] }];
    expect(dongField()).toHaveValue('역삼');
    await userEvent.click(await screen.findByRole('button', { name: '경기도 수원시 장안구 역삼동' }));
    expect(screen.getByRole('textbox', { name: '나머지 주소' })).toHaveValue('테헤란로 123');
    await userEvent.click(screen.getByRole('button', { name: '이 주소로 정하기' }));
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({
        roadAddress: '경기도 수원시 장안구 역삼동 테헤란로 123',
        bcode: '4111710300',
      }),
    );
  });

  it('shows the empty text, and a failure with 다시 시도 that asks again', async () => {
    replies = [
      { status: 200, body: [] },
      { status: 503, body: { message: '일시적인 오류가 발생했습니다.', code: 'UNAVAILABLE' } },
      { status: 200, body: [yeoksam] },
    ];
    renderFinder();
    await userEvent.type(await screen.findByRole('textbox', { name: '동 이름으로 찾기' }), '없는동');
    expect(await screen.findByText('검색 결과가 없어요', { selector: 'p' })).toBeInTheDocument();

    await userEvent.clear(dongField());
    await userEvent.type(dongField(), '역삼');
    expect(await screen.findByText('주소를 찾지 못했어요')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('button', { name: '서울특별시 강남구 역삼동' })).toBeInTheDocument();
    expect(requests).toEqual([
      '/api/address?query=없는동',
      '/api/address?query=역삼',
      '/api/address?query=역삼',
    ]);
  });

  it('closes with the back button and with Escape, and renders nothing when closed', async () => {
    const { onClose } = renderFinder();
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
