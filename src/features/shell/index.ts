// The shell feature's public surface: the app shell's client state (open drawer, network, unhandled
// errors). Its markup lives in app/shell/, which wires the features together; this state sits below app/
// so that features may open or close a drawer too.
export {
  drawerClosed,
  drawerToggled,
  errorHandled,
  initialShellState,
  selectDrawer,
  selectHasBeenOffline,
  selectIsOnline,
  selectUnhandledErrors,
  shellReducer,
  unhandledErrorLogged,
  wentOffline,
  wentOnline,
  type LoggedError,
  type ShellState,
} from './shell-slice';
