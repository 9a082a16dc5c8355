import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { DolbomThemeProvider } from '@dolbom/shared-ui';
import { rememberedId } from '@dolbom/shared-api';
import { LoginPage } from '../login-page';
import { capturePrerenderedInput } from '../prerendered-input';

function page() {
  return (
    <DolbomThemeProvider>
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>
    </DolbomThemeProvider>
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('아이디 저장하기 with a remembered id', () => {
  it('is ticked beside the prefilled id when the page renders in the browser', () => {
    rememberedId.set('caregiver01');
    render(page());
    expect(screen.getByLabelText('아이디')).toHaveValue('caregiver01');
    expect(screen.getByRole('checkbox', { name: '아이디 저장하기' })).toBeChecked();
  });

  it('is ticked beside the prefilled id when the prerendered /login is hydrated', async () => {
    // The build prerenders /login without any stored id (scripts/prerender-login.tsx).
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.appendChild(container);
    rememberedId.set('caregiver01');
    capturePrerenderedInput(container);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, page());
    });
    expect(screen.getByLabelText('아이디')).toHaveValue('caregiver01');
    expect(screen.getByRole('checkbox', { name: '아이디 저장하기' })).toBeChecked();
  });

  it('keeps what was typed and ticked before the script took over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.appendChild(container);
    rememberedId.set('caregiver01');
    (container.querySelector('input[name="id"]') as HTMLInputElement).value = 'manager01';
    capturePrerenderedInput(container);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, page());
    });
    expect(screen.getByLabelText('아이디')).toHaveValue('manager01');
    expect(screen.getByRole('checkbox', { name: '아이디 저장하기' })).toBeChecked();
  });
});
