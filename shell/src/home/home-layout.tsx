import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { IconGear, TabBar } from '@dolbom/shared-ui';
import type { RoleModule } from '@dolbom/shared-api';
import { PermissionSheet } from './permission-sheet';
import { NotificationBell } from '../notifications/notification-bell';
import { HeaderIconButton } from './header-icon-button';

/**
 * The home frame: the role's header on /, the page, the role's tab bar, and the permission sheet (not for
 * a role that asks for no permissions: operators, issue 30). The
 * bell is on every tab screen (PRODUCT.md "Data rules", issue 30: it was only on the home): on / in the
 * home header, on the other tabs over the right end of the page's own header.
 */
export function HomeLayout({ role }: { role: RoleModule }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { HomeHeader } = role;
  const otherTab = pathname !== '/' && role.tabs.some((t) => t.path === pathname);
  return (
    <Frame>
      {otherTab && (
        <TabBell>
          <NotificationBell onClick={() => navigate('/notifications')} />
        </TabBell>
      )}
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
      {role.askPermissions !== false && <PermissionSheet />}
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

/**
 * A bar of no height that sticks to the top with the page's header (a tab screen's Header has an empty
 * right slot), so the bell sits at the header's right end without moving the page.
 */
const TabBell = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header + 1};
  display: flex;
  justify-content: flex-end;
  height: 0;
  padding-right: ${({ theme }) => theme.space.xxs}px;
  pointer-events: none;
  & > * {
    margin-top: calc((${({ theme }) => theme.layout.headerHeight / 16}rem - 3rem) / 2);
    pointer-events: auto;
  }
`;
