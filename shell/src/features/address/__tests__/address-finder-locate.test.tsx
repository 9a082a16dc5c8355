import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DolbomThemeProvider } from '@dolbom/shared-ui';
import { installFakeApi, type Reply } from '../../../test-utils/fake-api';
import { AddressFinder } from '../address-finder';

// The API is faked at the network layer; the browser's geolocation is a stub that answers as told.
let replies: Reply[] = [];
let requests: string[] = [];
const yeoksam = {
  bcode: '1168010100',
  sido: '서울특별시',
  sigungu: '강남구',
  dong: '역삼동',
  label: '서울특별시 강남구 역삼동',
};

type Answer = { coords: { latitude: number; longitude: number } } | { code: number; message: string };
function stubGeolocation(answer: Answer | undefined) {
  const getCurrentPosition = jest.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (answer && 'coords' in answer) ok(answer as GeolocationPosition);
    else if (answer) fail?.(answer as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: answer === undefined ? undefined : { getCurrentPosition },
  });
  return getCurrentPosition;
}

beforeEach(() => {
  replies = [];
  requests = installFakeApi(() => replies.shift());
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

// The postcode script keeps loading: the position is offered whatever the postcode service does.
const neverLoads = () => new Promise<never>(() => undefined);

function renderFinder() {
  const onSelect = jest.fn();
  render(
    <DolbomThemeProvider>
      <AddressFinder open onClose={jest.fn()} onSelect={onSelect} loadScript={neverLoads} />
    </DolbomThemeProvider>,
  );
  return { onSelect };
}

describe('현재 위치로 주소 찾기', () => {
  it('asks the browser for the position only on the tap, fills the 동 and takes the rest', async () => {
    const ask = stubGeolocation({ coords: { latitude: 37.5012, longitude: 127.0391 } });
    replies = [{ status: 200, body: yeoksam }];
    const { onSelect } = renderFinder();
    expect(ask).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '현재 위치로 주소 찾기' }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(requests).toEqual(['/api/address/nearest?lat=37.5012&lng=127.0391']);
    expect(await screen.findByText('서울특별시 강남구 역삼동')).toBeInTheDocument();
    expect(screen.getByText('고른 동네')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: '나머지 주소' }), '테헤란로 123{Enter}');
    expect(onSelect).toHaveBeenCalledWith({
      zonecode: '',
      roadAddress: '서울특별시 강남구 역삼동 테헤란로 123',
      jibunAddress: '',
      bcode: '1168010100',
    });
  });

  it('says so when the position is refused, and the search stays usable', async () => {
    stubGeolocation({ code: 1, message: 'User denied Geolocation' });
    renderFinder();
    await userEvent.click(screen.getByRole('button', { name: '현재 위치로 주소 찾기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '현재 위치를 알 수 없어요. 동 이름으로 찾아주세요.',
    );
    expect(requests).toEqual([]);
    expect(screen.getByRole('button', { name: '현재 위치로 주소 찾기' })).toBeEnabled();
  });

  it("shows the server's message when no 동 is near", async () => {
    stubGeolocation({ coords: { latitude: 48.85, longitude: 2.35 } });
    replies = [
      {
        status: 404,
        body: { message: '가까운 동네를 찾지 못했어요. 동 이름으로 찾아주세요.', code: 'NOT_FOUND' },
      },
    ];
    renderFinder();
    await userEvent.click(screen.getByRole('button', { name: '현재 위치로 주소 찾기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '가까운 동네를 찾지 못했어요. 동 이름으로 찾아주세요.',
    );
  });

  it('is not offered by a browser without geolocation', () => {
    stubGeolocation(undefined);
    renderFinder();
    expect(screen.queryByRole('button', { name: '현재 위치로 주소 찾기' })).not.toBeInTheDocument();
  });
});
