/**
 * The demo data's pictures (issue 28 §3), drawn at seed time so that a new user sees rooms, companies and
 * locations as they are meant to look, with no binary files in the repository and no network: each is an SVG
 * drawn here from the thing's own facts (a room's seats and features, a company's mark, a location's building),
 * rasterised by sharp and stored through the images service like any upload (ADR 096).
 *
 * The drawings hold no text, so they look the same whatever fonts a machine has.
 */

/** What a room's picture is drawn from. */
export interface RoomPictureFacts {
  seats: number;
  features: readonly string[];
  /** Which of the palettes (walls, chairs); the demo gives each room its own. */
  palette: number;
}

interface RoomPalette {
  wall: string;
  floor: string;
  chair: string;
  table: string;
}

const ROOM_PALETTES: readonly RoomPalette[] = [
  { wall: '#e9e4da', floor: '#b49b7a', chair: '#2f5d8a', table: '#6b4f36' },
  { wall: '#dfe7ea', floor: '#8f9aa3', chair: '#c0582b', table: '#d9c7a7' },
  { wall: '#e3e8df', floor: '#a58c6c', chair: '#3f7d5a', table: '#f2efe8' },
  { wall: '#ece1e1', floor: '#9b8470', chair: '#8a3f6b', table: '#5a4634' },
  { wall: '#efe6d8', floor: '#7d8a8f', chair: '#b8872b', table: '#3c4650' },
  { wall: '#e6e3ef', floor: '#b1a58f', chair: '#44546a', table: '#c7a57d' },
];

/** The picture's size: 16:10, as the room pictures are shown (tables, the booking details). */
export const ROOM_PICTURE = { width: 800, height: 500 } as const;

const HORIZON = 330;

const round = (n: number) => Math.round(n * 10) / 10;

/** A window on the left wall with the sky and a town in it. */
function windowPane(): string {
  const x = 60;
  const y = 70;
  const w = 230;
  const h = 210;
  const town = [
    [0, 150, 40],
    [38, 120, 30],
    [66, 160, 46],
    [110, 135, 28],
    [136, 110, 44],
    [178, 145, 52],
  ]
    .map(([dx, top, width]) => `<rect x="${x + dx!}" y="${y + top!}" width="${width}" height="${h - top!}" fill="#9fb3c4"/>`)
    .join('');
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky)"/>` +
    town +
    `<rect x="${x}" y="${y + h - 22}" width="${w}" height="22" fill="#7ea6c4"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#ffffff" stroke-width="12"/>` +
    `<line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#ffffff" stroke-width="8"/>` +
    `<rect x="${x - 10}" y="${y + h + 4}" width="${w + 20}" height="10" fill="#ffffff"/>`
  );
}

/** A screen on the wall (projector or video conference): dark, with a call's tiles when it is video. */
function wallScreen(x: number, video: boolean): string {
  const tiles = video
    ? [0, 1, 2, 3]
        .map((i) => {
          const tx = x + 14 + (i % 2) * 96;
          const ty = 104 + Math.floor(i / 2) * 56;
          return `<rect x="${tx}" y="${ty}" width="88" height="48" rx="4" fill="#3d5a73"/><circle cx="${tx + 44}" cy="${
            ty + 20
          }" r="9" fill="#c9d6e2"/><path d="M${tx + 28} ${ty + 48}a16 12 0 0 1 32 0z" fill="#c9d6e2"/>`;
        })
        .join('')
    : [44, 70, 56, 96]
        .map((bar, i) => `<rect x="${x + 40 + i * 40}" y="${210 - bar}" width="26" height="${bar}" fill="${i === 3 ? '#f08a3c' : '#7fa7c9'}"/>`)
        .join('');
  return (
    `<rect x="${x}" y="90" width="220" height="140" rx="6" fill="#1f2933"/>` +
    tiles +
    `<rect x="${x + 100}" y="230" width="20" height="18" fill="#3a4550"/>`
  );
}

/** A whiteboard with a few coloured strokes on it. */
function whiteboard(x: number): string {
  return (
    `<rect x="${x}" y="96" width="190" height="130" rx="4" fill="#fbfbf8" stroke="#c3c7cc" stroke-width="5"/>` +
    `<path d="M${x + 20} ${150}q20-30 40 0t40 0" fill="none" stroke="#2f6fb0" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M${x + 24} ${186}h70M${x + 24} ${200}h46" stroke="#c0582b" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="${x + 118}" y="${130}" width="48" height="36" fill="none" stroke="#3f7d5a" stroke-width="4"/>` +
    `<rect x="${x + 40}" y="226" width="110" height="6" fill="#c3c7cc"/>`
  );
}

/** A chair seen from the front (behind the table) or from the back (in front of it). */
function chair(cx: number, top: number, colour: string, front: boolean): string {
  const back = `<rect x="${round(cx - 22)}" y="${round(top)}" width="44" height="52" rx="12" fill="${colour}"/>`;
  if (!front) return back;
  return (
    back +
    `<rect x="${round(cx - 4)}" y="${round(top + 50)}" width="8" height="34" fill="#3a3a3a"/><rect x="${round(cx - 24)}" y="${round(
      top + 82,
    )}" width="48" height="6" rx="3" fill="#3a3a3a"/>`
  );
}

/** The meeting table, as long as the room's seats need, with chairs behind it and in front of it. */
function tableWithChairs(seats: number, palette: RoomPalette, speakerphone: boolean): string {
  const shown = Math.min(Math.max(seats, 1), 14);
  const behind = Math.ceil(shown / 2);
  const inFront = shown - behind;
  const width = Math.min(140 + shown * 38, 600);
  const left = (ROOM_PICTURE.width - width) / 2;
  const top = 352;
  const spread = (count: number, inset: number) => Array.from({ length: count }, (_, i) => left + inset + ((width - 2 * inset) * (i + 0.5)) / count);
  const backRow = spread(behind, 30)
    .map((cx) => chair(cx, top - 44, palette.chair, false))
    .join('');
  const frontRow = spread(inFront, 50)
    .map((cx) => chair(cx, top + 18, palette.chair, true))
    .join('');
  const phone = speakerphone ? `<path d="M${ROOM_PICTURE.width / 2 - 22} ${top + 10}l22-12 22 12-22 8z" fill="#2b2b2b"/>` : '';
  return (
    backRow +
    `<path d="M${left + 24} ${top}h${width - 48}l24 30h${-width}z" fill="${palette.table}"/>` +
    `<rect x="${left}" y="${top + 30}" width="${width}" height="8" fill="#000000" fill-opacity="0.18"/>` +
    `<rect x="${left + 40}" y="${top + 38}" width="10" height="80" fill="#4a3626"/>` +
    `<rect x="${left + width - 50}" y="${top + 38}" width="10" height="80" fill="#4a3626"/>` +
    phone +
    frontRow
  );
}

/** A plant in a pot, in the corner. */
function plant(x: number): string {
  return (
    `<path d="M${x} 300q-30-60 6-110q4 60-6 110zM${x} 300q30-70 70-90q-30 50-70 90zM${x} 300q-50-40-56-96q40 30 56 96z" fill="#3f7d5a"/>` +
    `<path d="M${x - 26} 300h52l-8 56h-36z" fill="#c7a57d"/>`
  );
}

/** Lamps hanging over the table. */
function lamps(): string {
  return [310, 490]
    .map(
      (x) =>
        `<line x1="${x}" y1="0" x2="${x}" y2="60" stroke="#555555" stroke-width="2"/><path d="M${
          x - 34
        } 88a34 28 0 0 1 68 0z" fill="#2b2b2b"/><ellipse cx="${x}" cy="88" rx="20" ry="4" fill="#ffe9a8"/>`,
    )
    .join('');
}

/** A standing desk at the right. */
function standingDesk(): string {
  return `<rect x="660" y="250" width="120" height="12" fill="#d9c7a7"/><rect x="714" y="262" width="12" height="90" fill="#555555"/><rect x="690" y="350" width="60" height="8" fill="#555555"/><rect x="688" y="222" width="52" height="30" rx="3" fill="#1f2933"/>`;
}

/** A meeting room: its wall, a window, the screen or whiteboard its features name, and a table for its seats. */
export function roomPictureSvg({ seats, features, palette: index }: RoomPictureFacts): string {
  const palette = ROOM_PALETTES[index % ROOM_PALETTES.length]!;
  const has = (name: string) => features.includes(name);
  const video = has('Video conference');
  const screen = video || has('Projector');
  const board = has('Whiteboard');
  const wallItems = [screen ? wallScreen(board ? 330 : 420, video) : '', board ? whiteboard(screen ? 580 : 470) : ''].join('');
  const { width, height } = ROOM_PICTURE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fc0e8"/><stop offset="1" stop-color="#e2f1fb"/></linearGradient>` +
    `<linearGradient id="light" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="${palette.wall}"/>` +
    `<rect width="${width}" height="${height}" fill="url(#light)"/>` +
    `<rect y="${HORIZON}" width="${width}" height="${height - HORIZON}" fill="${palette.floor}"/>` +
    `<rect y="${HORIZON - 8}" width="${width}" height="8" fill="#ffffff" fill-opacity="0.6"/>` +
    windowPane() +
    wallItems +
    (has('Standing desks') ? standingDesk() : '') +
    lamps() +
    // The plant stands where nothing hangs on the wall above it.
    (has('Standing desks') || (screen && board) ? '' : plant(740)) +
    tableWithChairs(seats, palette, has('Speakerphone')) +
    `</svg>`
  );
}

/** The marks of the demo companies: shapes only, in the company's colours. */
export type CompanyMotif = 'aurora' | 'sea' | 'forest';

/** The size of a company's mark: square, as avatars and logos are shown. */
export const COMPANY_MARK = { size: 256 } as const;

const MARKS: Readonly<Record<CompanyMotif, string>> = {
  // Northern lights over a dark sky.
  aurora:
    `<rect width="256" height="256" rx="48" fill="#13294b"/>` +
    `<path d="M20 150c40-60 80-20 120-60s70-40 96-30" fill="none" stroke="#4fd1a5" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M20 190c50-50 90-10 130-50s60-30 86-24" fill="none" stroke="#7fb8ff" stroke-width="14" stroke-linecap="round"/>` +
    `<circle cx="196" cy="62" r="6" fill="#ffffff"/><circle cx="60" cy="70" r="4" fill="#ffffff"/><circle cx="120" cy="40" r="3" fill="#ffffff"/>`,
  // A sun over the sea.
  sea:
    `<rect width="256" height="256" rx="48" fill="#fdf3e1"/>` +
    `<circle cx="128" cy="128" r="64" fill="#f08a3c"/>` +
    `<rect x="40" y="128" width="176" height="88" fill="#fdf3e1"/>` +
    `<path d="M40 150q22-14 44 0t44 0 44 0 44 0M40 180q22-14 44 0t44 0 44 0 44 0" fill="none" stroke="#1f6fa8" stroke-width="12" stroke-linecap="round"/>`,
  // Three trees.
  forest:
    `<rect width="256" height="256" rx="48" fill="#e8f0e4"/>` +
    `<path d="M70 70l40 90h-80z" fill="#3f7d5a"/><path d="M128 44l52 120h-104z" fill="#2d5e43"/><path d="M186 80l36 80h-72z" fill="#5c9c6f"/>` +
    `<rect x="64" y="160" width="12" height="32" fill="#6b4f36"/><rect x="122" y="164" width="12" height="36" fill="#6b4f36"/><rect x="180" y="160" width="12" height="28" fill="#6b4f36"/>` +
    `<rect x="40" y="200" width="176" height="10" rx="5" fill="#9bbf8a"/>`,
};

export function companyMarkSvg(motif: CompanyMotif): string {
  const { size } = COMPANY_MARK;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256">${MARKS[motif]}</svg>`;
}

/** The demo locations' buildings: by the harbour (with water) or in town. */
export type LocationMotif = 'harbour' | 'town';

/** A location's picture: its building with rows of windows, under a sky; by the harbour it stands at the water. */
export function locationPictureSvg(motif: LocationMotif): string {
  const { width, height } = ROOM_PICTURE;
  const ground = motif === 'harbour' ? 380 : 420;
  const building = motif === 'harbour' ? { x: 180, w: 440, top: 90, colour: '#c9a27e' } : { x: 140, w: 520, top: 120, colour: '#d8dde2' };
  const rows = Math.floor((ground - building.top - 60) / 52);
  const columns = Math.floor((building.w - 40) / 56);
  const windows: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const lit = (r * 7 + c * 3) % 5 === 0;
      windows.push(
        `<rect x="${building.x + 28 + c * 56}" y="${building.top + 30 + r * 52}" width="36" height="34" fill="${lit ? '#ffe3a0' : '#5f7f99'}"/>`,
      );
    }
  }
  const door = `<rect x="${building.x + building.w / 2 - 30}" y="${ground - 56}" width="60" height="56" fill="#3a4550"/>`;
  const water =
    motif === 'harbour'
      ? `<rect y="${ground}" width="${width}" height="${height - ground}" fill="#2f6f9a"/>` +
        `<path d="M40 420h90M220 440h120M470 416h140M640 452h110M120 470h100" stroke="#9cc7e4" stroke-width="6" stroke-linecap="round"/>`
      : `<rect y="${ground}" width="${width}" height="${height - ground}" fill="#9a9a94"/>` +
        `<rect y="${ground + 30}" width="${width}" height="8" fill="#6f6f6a"/><rect y="${ground + 54}" width="${width}" height="8" fill="#6f6f6a"/>`;
  const trees =
    motif === 'town'
      ? [70, 720]
          .map(
            (x) =>
              `<rect x="${x - 5}" y="${ground - 60}" width="10" height="60" fill="#6b4f36"/><circle cx="${x}" cy="${
                ground - 80
              }" r="38" fill="#5c9c6f"/>`,
          )
          .join('')
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb2de"/><stop offset="1" stop-color="#dcecf7"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<circle cx="680" cy="90" r="42" fill="#fff4c2"/>` +
    `<rect x="${building.x}" y="${building.top}" width="${building.w}" height="${ground - building.top}" fill="${building.colour}"/>` +
    `<rect x="${building.x - 10}" y="${building.top - 14}" width="${building.w + 20}" height="14" fill="#5a4634"/>` +
    windows.join('') +
    door +
    water +
    trees +
    `</svg>`
  );
}
