// The user feature's public surface: whether the shopper is signed in, the session actions other features
// and the app react to, and the slice the app's store mounts. The sign-in page is a route the router loads
// on demand by path.
export {
  checkSession,
  customerSessionStarted,
  getUserDetails,
  initialUserState,
  selectIsSignedIn,
  sessionCartRemoved,
  setToken,
  signOut,
  userReducer,
  type UserState,
} from './user-slice';
export { signIn } from './sign-in-thunks';
export { readCurrentUser } from './current-user';
