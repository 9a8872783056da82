/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The theme build setting (spec §9), injected by main.ts `define`. */
  readonly ROOMBOOK_THEME?: string;
}
