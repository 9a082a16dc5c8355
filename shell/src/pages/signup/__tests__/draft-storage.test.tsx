import { act, render, screen, waitFor } from '@testing-library/react';
import { DolbomThemeProvider } from '@dolbom/shared-ui';
import { signupStore } from '../signup-store';
import { StepAccount } from '../step-account';

const bytesOf = (file: File) =>
  new Promise<number[]>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Array.from(new Uint8Array(reader.result as ArrayBuffer)));
    reader.readAsArrayBuffer(file);
  });

// Each test loads the sign-up modules afresh, as a page reload does, over the same sessionStorage.
type Store = typeof import('../signup-store');
type Holder = typeof import('../photo-holder');
function reload(): { store: Store; holder: Holder } {
  let store!: Store;
  let holder!: Holder;
  jest.isolateModules(() => {
    store = jest.requireActual<Store>('../signup-store');
    holder = jest.requireActual<Holder>('../photo-holder');
  });
  return { store, holder };
}

beforeEach(() => {
  sessionStorage.clear();
  signupStore.getState().reset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the sign-up draft in sessionStorage', () => {
  it('keeps everything typed but never the passwords', async () => {
    const { store } = reload();
    store.signupStore.getState().update({
      id: 'newcare01',
      password: 'secret#Pass1',
      passwordCheck: 'secret#Pass1',
      type: '요양보호사',
      name: '김돌봄',
      phone: '010-1234-5678',
    });
    const raw = sessionStorage.getItem('signupDraft') ?? '';
    expect(raw).toContain('newcare01');
    expect(raw).toContain('김돌봄');
    expect(raw).not.toContain('secret#Pass1');

    const after = reload().store.signupStore.getState();
    await waitFor(() => expect(after.draft.id).toBe('newcare01'));
    const draft = reload().store.signupStore.getState().draft;
    expect(draft).toMatchObject({
      id: 'newcare01',
      name: '김돌봄',
      phone: '010-1234-5678',
      type: '요양보호사',
    });
    expect(draft.password).toBe('');
    expect(draft.passwordCheck).toBe('');
  });

  it('after a reload, step 1 says the passwords must be typed again', async () => {
    signupStore
      .getState()
      .update({ id: 'newcare01', password: 'secret#Pass1', passwordCheck: 'secret#Pass1' });
    signupStore.setState({ passwordsDropped: false });
    // What a reload does: the store is rebuilt from sessionStorage.
    await act(() => signupStore.persist.rehydrate());
    render(
      <DolbomThemeProvider>
        <StepAccount onNext={() => undefined} />
      </DolbomThemeProvider>,
    );
    expect(screen.getByLabelText('아이디')).toHaveValue('newcare01');
    expect(screen.getByRole('status')).toHaveTextContent(
      '비밀번호는 안전을 위해 저장하지 않았어요. 다시 입력해주세요.',
    );
    expect(screen.getByLabelText('비밀번호')).toHaveValue('');
  });

  it('a fresh sign-up shows no such note', () => {
    const { store } = reload();
    expect(store.signupStore.getState().passwordsDropped).toBe(false);
  });
});

describe('the photo chosen on step 5', () => {
  const png = () =>
    new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'me.png', { type: 'image/png' });

  it('survives a reload in the same tab', async () => {
    const { holder } = reload();
    act(() => holder.photoHolder.set(png()));
    await waitFor(() => expect(sessionStorage.getItem(holder.PHOTO_STORAGE_KEY)).not.toBeNull());

    const restored = reload().holder.photoHolder.get();
    expect(restored).not.toBeNull();
    expect(restored?.name).toBe('me.png');
    expect(restored?.type).toBe('image/png');
    expect(await bytesOf(restored!)).toEqual([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
  });

  it('is forgotten when removed, and a photo over the cap is kept in memory only', async () => {
    const { holder } = reload();
    act(() => holder.photoHolder.set(png()));
    await waitFor(() => expect(sessionStorage.getItem(holder.PHOTO_STORAGE_KEY)).not.toBeNull());
    act(() => holder.photoHolder.set(null));
    expect(reload().holder.photoHolder.get()).toBeNull();

    const big = new File([new Uint8Array(holder.PHOTO_KEEP_MAX_BYTES + 1)], 'big.jpg', {
      type: 'image/jpeg',
    });
    act(() => holder.photoHolder.set(big));
    expect(holder.photoHolder.get()).toBe(big);
    expect(sessionStorage.getItem(holder.PHOTO_STORAGE_KEY)).toBeNull();
  });
});
