export const APP_NAME = 'roombook';

/** '<screen> · roombook', the page title of every screen. */
export const pageTitle = (screen: string): string => `${screen} · ${APP_NAME}`;
