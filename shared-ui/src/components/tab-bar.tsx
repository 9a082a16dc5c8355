import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

export interface TabBarItem {
  path: string;
  label: string;
  icon: ReactNode;
}

export interface TabBarProps {
  items: readonly TabBarItem[];
  /** Accessible name of the navigation landmark. Default '주 메뉴'. */
  label?: string;
  className?: string;
}

const Nav = styled.nav`
  position: fixed;
  bottom: 0;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.bar};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth}px;
  transform: translateX(-50%);
  padding-bottom: env(safe-area-inset-bottom);
  background: ${({ theme }) => theme.colors.white};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const List = styled.ul`
  display: flex;
  min-height: ${({ theme }) => theme.layout.tabBarHeight / 16}rem;
`;

const Item = styled.li`
  flex: 1;
  min-width: 0;
`;

const Link = styled(NavLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  height: 100%;
  color: ${({ theme }) => theme.colors.gray600};
  /* Labels are body text: 16px at least (14px was too small to read). */
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  /* A label that wraps at a large text size (근처 / 어르신) stays centred under its icon. */
  text-align: center;
  word-break: keep-all;
  transition: color 0.15s ease;

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  &:focus-visible {
    outline-offset: -3px;
  }
`;

/** Spacer that keeps the last content of a page clear of the fixed tab bar. */
export const TabBarSpacer = styled.div`
  height: calc(${({ theme }) => theme.layout.tabBarHeight / 16}rem + env(safe-area-inset-bottom));
  flex-shrink: 0;
`;

/**
 * Bottom navigation of the home frame, fixed within the 440px column. The active tab gets
 * aria-current="page" from NavLink; `/` matches only itself.
 */
export function TabBar({ items, label = '주 메뉴', className }: TabBarProps) {
  return (
    <Nav aria-label={label} className={className}>
      <List>
        {items.map((item) => (
          <Item key={item.path}>
            <Link to={item.path} end={item.path === '/'}>
              {item.icon}
              <span>{item.label}</span>
            </Link>
          </Item>
        ))}
      </List>
    </Nav>
  );
}
