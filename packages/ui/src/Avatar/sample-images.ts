/**
 * Pictures for stories, made in code (no binary fixtures, no network): SVG data URLs standing in for a
 * profile photo and a meeting-room photo.
 */
const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export const SAMPLE_PORTRAIT = svgUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <rect width="256" height="256" fill="#8fb8de"/>
    <circle cx="128" cy="104" r="52" fill="#f1c9a5"/>
    <path d="M76 92c0-40 104-40 104 0c-8-22-96-22-104 0z" fill="#5a3a22"/>
    <path d="M36 256c0-60 40-92 92-92s92 32 92 92z" fill="#2f5d8a"/>
  </svg>`,
);

/** 1200 × 800: a meeting room with a table, chairs, a window and a screen. */
export const SAMPLE_ROOM_PHOTO = svgUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
    <rect width="1200" height="800" fill="#e8e2d6"/>
    <rect x="0" y="560" width="1200" height="240" fill="#b49b7a"/>
    <rect x="80" y="120" width="360" height="300" fill="#bfe0f5" stroke="#ffffff" stroke-width="16"/>
    <line x1="260" y1="120" x2="260" y2="420" stroke="#ffffff" stroke-width="10"/>
    <rect x="700" y="150" width="400" height="230" rx="8" fill="#1f2933"/>
    <rect x="300" y="480" width="600" height="60" rx="12" fill="#6b4f36"/>
    <rect x="360" y="540" width="20" height="140" fill="#4a3626"/>
    <rect x="820" y="540" width="20" height="140" fill="#4a3626"/>
    <rect x="250" y="430" width="70" height="120" rx="14" fill="#2f5d8a"/>
    <rect x="880" y="430" width="70" height="120" rx="14" fill="#2f5d8a"/>
    <rect x="560" y="420" width="80" height="60" rx="14" fill="#2f5d8a"/>
  </svg>`,
);

/** A data URL that no browser can decode: the image fails to load. */
export const BROKEN_IMAGE = 'data:image/png;base64,bm90IGFuIGltYWdl';
