import { Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { Header, useBack } from '@dolbom/shared-ui';
import { SETTINGS_TEXT as T } from './messages';
import { TextSizeSection, Section, SectionTitle } from './text-size-section';
import { ChangePasswordPage } from './change-password-page';
import { EditProfilePage } from './edit-profile-page';
import { DeleteAccountPage } from './delete-account-page';
import { NotificationSettings } from '../../notifications/notification-settings';

/** 설정 (PRODUCT.md): shared by both roles, opened from the gear on the home header. */
export default function SettingsPage() {
  return (
    <Routes>
      <Route index element={<SettingsMenu />} />
      <Route path="password" element={<ChangePasswordPage />} />
      <Route path="profile" element={<EditProfilePage />} />
      <Route path="delete" element={<DeleteAccountPage />} />
      <Route path="*" element={<SettingsMenu />} />
    </Routes>
  );
}

function SettingsMenu() {
  const back = useBack('/');
  return (
    <>
      <Header title={T.title} onBack={back} />
      <Body>
        <TextSizeSection />

        <NotificationSettings />

        <Section aria-labelledby="settings-account">
          <SectionTitle id="settings-account">{T.account}</SectionTitle>
          <Menu>
            <li>
              <MenuLink to="/settings/profile">{T.profile}</MenuLink>
            </li>
            <li>
              <MenuLink to="/settings/password">{T.password}</MenuLink>
            </li>
            <li>
              <MenuLink to="/settings/delete" $quiet>
                {T.deleteAccount}
              </MenuLink>
            </li>
          </Menu>
        </Section>
      </Body>
    </>
  );
}

// A div: the shell's AppFrame is the one <main> (a nested one is an axe landmark finding).
export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.layout.pagePadding}px ${theme.space.xxxl}px`};
`;

const Menu = styled.ul`
  display: flex;
  flex-direction: column;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const MenuLink = styled(Link)<{ $quiet?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 3.5rem;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.xxs}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ $quiet, theme }) => ($quiet ? theme.colors.textSecondary : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &::after {
    content: '›';
    margin-left: ${({ theme }) => theme.space.xs}px;
    color: ${({ theme }) => theme.colors.gray600};
    font-size: 1.5em;
    line-height: 1;
  }
`;
