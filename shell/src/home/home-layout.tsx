import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { IconGear, TabBar } from '@dolbom/shared-ui';
import type { RoleModule } from '@dolbom/shared-api';
import { PermissionSheet } from './permission-sheet';
import { NotificationBell } from '../notifications/notification-bell';
import { HeaderIconButton } from './header-icon-button';

/** The home frame: the role's header on /, the page, the role's tab bar, and the permission sheet. */
export function HomeLayout({ role }: { role: RoleModule }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { HomeHeader } = role;
  return (
    <Frame>
      {pathname === '/' && (
        <Top>
          <HeaderSlot>
            <HomeHeader />
          </HeaderSlot>
          <Icons>
            <HeaderIconButton type="button" aria-label="설정" onClick={() => navigate('/settings')}>
              <IconGear />
            </HeaderIconButton>
            <NotificationBell onClick={() => navigate('/notifications')} />
          </Icons>
        </Top>
      )}
      <Main>
        <Outlet />
      </Main>
      <TabBar items={role.tabs} />
      <PermissionSheet />
    </Frame>
  );
}

const Frame = styled.div`
  /* The fixed tab bar's height: toasts (shared-ui Toast) sit above it instead of under it. */
  --dolbom-tab-bar: calc(${({ theme }) => theme.layout.tabBarHeight / 16}rem + env(safe-area-inset-bottom));
  min-height: 100dvh;
  padding-bottom: calc(${({ theme }) => theme.layout.tabBarHeight / 16}rem + 16px);
`;

const Top = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.sm}px ${theme.space.xs}px ${theme.space.lg}px`};
  background: ${({ theme }) => theme.colors.background};
`;

const HeaderSlot = styled.div`
  flex: 1;
  min-width: 0;
`;

const Icons = styled.div`
  display: flex;
  flex-shrink: 0;
`;

const Main = styled.div``;
