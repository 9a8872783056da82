import { Link as RACLink, composeRenderProps, type LinkProps as RACLinkProps } from 'react-aria-components';
import { link } from './Link.css';

export type LinkProps = RACLinkProps;

/**
 * A react-aria Link in the theme's style. Inside the app's RouterProvider a press navigates on the client;
 * without JavaScript it is a plain <a href>.
 */
export function Link({ className, ...props }: LinkProps) {
  return <RACLink {...props} className={composeRenderProps(className, (given) => (given ? `${link} ${given}` : link))} />;
}
