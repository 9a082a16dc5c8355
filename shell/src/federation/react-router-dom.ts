// What the shell provides as the shared `react-router-dom`. A shared module cannot be tree-shaken
// (any remote may use any export), and the whole of react-router 7 is about 60 KB gzip: most of it
// data-router, server and RSC code that a BrowserRouter app never runs. So the shared module is this
// list of the declarative-routing API, which webpack can shake down to about a third.
// Apps may import only these names from react-router-dom (ESLint enforces the same list).
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useRoutes,
  useMatch,
  useOutletContext,
  useNavigationType,
  useInRouterContext,
  generatePath,
  matchPath,
  createSearchParams,
} from 'react-router';
export type {
  RouteObject,
  NavigateFunction,
  Location,
  Params,
  To,
  LinkProps,
  NavLinkProps,
  SetURLSearchParams,
} from 'react-router';
