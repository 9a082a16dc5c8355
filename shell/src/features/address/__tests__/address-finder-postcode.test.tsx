import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DolbomThemeProvider } from '@dolbom/shared-ui';
import { AddressFinder } from '../address-finder';

// Its own file: the shared loader (shared-ui) keeps one script-load promise per page, and here the
// script succeeds (the failing case is in address-finder.test.tsx).
class FakePostcode {
  constructor(private options: { oncomplete?: (data: Record<string, string>) => void }) {}
  embed(element: HTMLElement) {
    const button = document.createElement('button');
    button.textContent = '서울 강남구 테헤란로 123';
    button.onclick = () =>
      this.options.oncomplete?.({
        zonecode: '06234',
        roadAddress: '서울 강남구 테헤란로 123',
        jibunAddress: '',
        autoRoadAddress: '',
        autoJibunAddress: '서울 강남구 역삼동 737',
        bcode: '1168010100',
      });
    element.appendChild(button);
  }
}

afterEach(() => {
  delete window.kakao;
});

it('uses the Kakao postcode service when its script loads, keeping zonecode and bcode', async () => {
  window.kakao = { Postcode: FakePostcode } as unknown as NonNullable<typeof window.kakao>;
  const onSelect = jest.fn();
  render(
    <DolbomThemeProvider>
      <AddressFinder open onClose={() => undefined} onSelect={onSelect} />
    </DolbomThemeProvider>,
  );
  fireEvent.load(document.getElementById('kakao_postcode_script')!);
  await userEvent.click(await screen.findByRole('button', { name: '서울 강남구 테헤란로 123' }));
  expect(onSelect).toHaveBeenCalledWith({
    zonecode: '06234',
    roadAddress: '서울 강남구 테헤란로 123',
    jibunAddress: '서울 강남구 역삼동 737',
    bcode: '1168010100',
  });
  expect(screen.queryByText(/주소 검색 서비스를 불러오지 못했어요/)).not.toBeInTheDocument();
  // One script tag: the embed reused the load the finder started.
  expect(document.querySelectorAll('script#kakao_postcode_script')).toHaveLength(1);
});
