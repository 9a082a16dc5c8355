// A signed-in start (a stored session, not on a public page), loaded by the entry as its own small chunk so
// that /login's main.js does not carry it: the stored role's remote chain (early-remote.ts), then the role
// check and the role's remote (remotes/warm-start.ts). No shared imports: it runs before the federated
// modules are ready.
import { startEarlyRemote } from './remotes/early-remote';

const early = startEarlyRemote(localStorage.getItem('userRole') || sessionStorage.getItem('userRole'));
void import('./remotes/warm-start').then((m) => m.warmStart(early));
