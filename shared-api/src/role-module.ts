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
  /**
   * Optional (shared-api 1.1.0): starts the requests the remote's first screen needs for the current URL
   * (SWR `preload`), so a signed-in cold start fetches the home list alongside the remote's code instead
   * of after it. The shell calls it once, as soon as the module is loaded; it must not render anything.
   */
  prefetch?: () => void;
  /**
   * Optional (issue 30): false for a role that needs neither camera nor location (operators): the shell's
   * permission sheet is not shown. Shown when left out.
   */
  askPermissions?: boolean;
}
