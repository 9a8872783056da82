import { useEffect, useRef, useState } from 'react';
import { AVAILABILITY_DEBOUNCE_MS } from '@roombook/domain/constants';
import type { SeriesPreview, SeriesPreviewBody } from '@roombook/domain/bookings/series/schemas';
import { ERRORS } from '@roombook/domain/messages';

/** A refused preview: its message, and the body's field it names ('repeat.until') when there is one. */
export interface PreviewRefusal {
  message: string;
  field: string | null;
}

/** What a rejected preview says: an error's `message` and `field` (as the API answers a 400), else the generic words. */
const refusalOf = (error: unknown): PreviewRefusal => {
  const { message, field } = (typeof error === 'object' && error !== null ? error : {}) as { message?: unknown; field?: unknown };
  return { message: typeof message === 'string' && message !== '' ? message : ERRORS.internal, field: typeof field === 'string' ? field : null };
};

type Answer = { key: string } & ({ preview: SeriesPreview } | { refusal: PreviewRefusal });

/**
 * The preview of a series (`POST /api/booking/series/preview`) for `body`, asked AVAILABILITY_DEBOUNCE_MS after
 * the body last changed, as the availability is: the answer for the current body, or its refusal; checking while
 * the current body has neither. An answer for a body that has changed since is dropped. No body, no request.
 */
export function useSeriesPreview(body: SeriesPreviewBody | null, onPreview: ((body: SeriesPreviewBody) => Promise<SeriesPreview>) | undefined) {
  const previewRef = useRef(onPreview);
  useEffect(() => {
    previewRef.current = onPreview;
  });
  // The body's text stands for it: the request goes again only when the body changes, not on every render.
  const key = body === null ? null : JSON.stringify(body);
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    const preview = previewRef.current;
    if (key === null || !preview) return undefined;
    let isCurrent = true;
    const timer = setTimeout(() => {
      preview(JSON.parse(key) as SeriesPreviewBody).then(
        (answered) => isCurrent && setAnswer({ key, preview: answered }),
        (error: unknown) => isCurrent && setAnswer({ key, refusal: refusalOf(error) }),
      );
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [key]);
  const current = answer !== null && answer.key === key ? answer : null;
  return {
    preview: current && 'preview' in current ? current.preview : null,
    refusal: current && 'refusal' in current ? current.refusal : null,
    isChecking: key !== null && current === null,
  };
}
