export {
  AppShell,
  MENU_TOGGLE_LABEL,
  MAIN_NAV_LABEL,
  type AppShellProps,
  type AppShellUser,
  type MenuEntry,
} from './AppShell';
