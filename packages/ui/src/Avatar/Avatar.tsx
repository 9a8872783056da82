import { useState } from 'react';
import { avatar, type AvatarVariants } from './Avatar.css';

export type AvatarSize = NonNullable<AvatarVariants['size']>;

export interface AvatarProps {
  /** The person's or company's name: the accessible name, and the letter shown without an image. */
  name: string;
  /** The image URL; null or missing shows the first letter of the name. */
  src?: string | null;
  /** @default 'medium' (small 32 px, medium 48 px, large 96 px) */
  size?: AvatarSize;
}

/** The first letter of a name, upper-cased ('?' for an empty name). Works for letters outside the BMP. */
export const initialOf = (name: string): string => {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
};

/**
 * A round picture of a user or company (spec §2: "image or first letter of name"). Both forms are an
 * image named by `name` for screen readers (an empty name makes it decorative); an image that fails to load
 * falls back to the letter.
 */
export function Avatar({ name, src, size = 'medium' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const className = avatar({ size });
  if (src && src !== failedSrc) {
    return <img className={className} src={src} alt={name} onError={() => setFailedSrc(src)} />;
  }
  if (name.trim() === '') {
    // Nothing to name it by: decorative.
    return (
      <span className={className} aria-hidden="true">
        {initialOf(name)}
      </span>
    );
  }
  return (
    <span className={className} role="img" aria-label={name}>
      <span aria-hidden="true">{initialOf(name)}</span>
    </span>
  );
}
