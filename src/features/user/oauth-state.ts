// The mail-provider sign-in's `state`, kept in the tab that started the attempt (sessionStorage): the callback
// only goes on with the state this tab asked for, so a link that carries someone else's sign-in (login CSRF:
// the victim signed into the attacker's account) is refused before the shop is asked.
const KEY = 'oauth_state';

/** Remembers the state of the provider URL the shop gave for this attempt. */
export function rememberOauthState(providerUrl: string): void {
  const state = new URL(providerUrl, window.location.href).searchParams.get('state');
  try {
    if (state) sessionStorage.setItem(KEY, state);
    else sessionStorage.removeItem(KEY);
  } catch {
    // no session storage: the callback will refuse, which is the safe way round
  }
}

/** Whether `state` is the one this tab's attempt started with. */
export function isOwnOauthState(state: string): boolean {
  try {
    const mine = sessionStorage.getItem(KEY);
    return Boolean(mine) && mine === state;
  } catch {
    return false;
  }
}

/** The attempt is over (answered either way): its state works once. */
export function forgetOauthState(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing was kept
  }
}
