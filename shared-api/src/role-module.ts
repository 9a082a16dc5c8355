import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

export interface TabItem {
  path: string;
  label: string;
  icon: ReactNode;
}

/**
 * What each remote exposes as `./role`. The shell mounts `routes` under its guarded layout,
 * draws `tabs` in its tab bar (routes at a tab's path get the home frame), and `HomeHeader` on /.
 */
export interface RoleModule {
  routes: RouteObject[];
  tabs: TabItem[];
  HomeHeader: ComponentType;
}
