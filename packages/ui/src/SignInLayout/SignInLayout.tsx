import type { ReactNode } from 'react';
import { brand, brandMark, card, page, title as titleClass } from './SignInLayout.css';

export const BRAND_NAME = 'roombook';

export interface SignInLayoutProps {
  children: ReactNode;
  /**
   * A page heading (h1) at the top of the card. Leave it out when the content brings its own heading,
   * as SignInForm does.
   */
  title?: ReactNode;
}

/** The themed page of the public screens (sign-in, account recovery, password reset): brand and a centred card. */
export function SignInLayout({ children, title }: SignInLayoutProps) {
  return (
    <main className={page}>
      <p className={brand}>
        <svg className={brandMark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect x="2" y="2" width="28" height="28" rx="7" fill="currentColor" />
          <path d="M10 23V9h7a4.5 4.5 0 0 1 0 9h-7M16 18l6 5" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {BRAND_NAME}
      </p>
      <div className={card}>
        {title ? <h1 className={titleClass}>{title}</h1> : null}
        {children}
      </div>
    </main>
  );
}
