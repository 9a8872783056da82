import { useEffect, useRef, useState } from 'react';
import { COPIED_NOTICE_MS } from '@roombook/domain/constants';
import { TEXTS } from '@roombook/domain/messages';
import { Button, type ButtonVariant } from '../Button/Button';
import { buttonIcon, notice as noticeClass, noticeIcon, wrapper } from './CopyToClipboard.css';

export const COPY_DEFAULT_LABEL = 'Copy';

export interface CopyToClipboardProps {
  /** The text put on the clipboard. */
  text: string;
  /** The button's text. @default 'Copy' */
  label?: string;
  /** The accessible name when the visible label is not enough (e.g. 'Copy URL of Fjord'); it must contain `label`. */
  'aria-label'?: string;
  /** Shown and announced after a successful copy. @default TEXTS.rooms.urlCopied ('URL copied to clipboard!') */
  notice?: string;
  isDisabled?: boolean;
  /** @default 'secondary' */
  variant?: ButtonVariant;
}

/**
 * A button that copies `text` to the clipboard, then shows `notice` for COPIED_NOTICE_MS (3 s, spec §2,
 * §9) in a polite live region, so screen readers announce it too. A failed copy (no clipboard access,
 * permission refused) is only logged with console.error (spec §8) and shows nothing.
 */
export function CopyToClipboard({
  text,
  label = COPY_DEFAULT_LABEL,
  'aria-label': ariaLabel,
  notice = TEXTS.rooms.urlCopied,
  isDisabled,
  variant = 'secondary',
}: CopyToClipboardProps) {
  // Each successful copy gets a new number, so that the notice is replaced (and announced) again.
  const [copyCount, setCopyCount] = useState(0);
  const [isShown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Copying to the clipboard failed', error);
      return;
    }
    clearTimeout(timer.current);
    setCopyCount((count) => count + 1);
    setShown(true);
    timer.current = setTimeout(() => setShown(false), COPIED_NOTICE_MS);
  };

  return (
    <span className={wrapper}>
      <Button variant={variant} isDisabled={isDisabled} aria-label={ariaLabel} onPress={() => void copy()}>
        <svg className={buttonIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
          <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
          <path d="M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" />
        </svg>
        {label}
      </Button>
      {/* The live region is always there (an empty region added with its text is often not announced). */}
      <span role="status">
        {isShown ? (
          <span key={copyCount} className={noticeClass}>
            <svg className={noticeIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true" focusable="false">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
            {notice}
          </span>
        ) : null}
      </span>
    </span>
  );
}
