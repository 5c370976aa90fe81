/**
 * The pictures in the middle of a generated game icon, one family per category (reels for
 * slots, a fish for fishing, cards for live and card games, a ball for sports ...). `v` picks a
 * variant of the family, `ink` is the icon's light colour. All shapes sit in a 200 x 200 box.
 */

const GOLD = '#ffd166';
const RED = '#e53950';

const ball = (cx: number, cy: number, r: number, fill: string, label: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="#fff" stroke-width="3"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="#fff"/>` +
  `<text x="${cx}" y="${cy + r * 0.22}" text-anchor="middle" font-size="${r * 0.62}" font-weight="700" fill="#222">${label}</text>`;

const card = (x: number, y: number, angle: number, rank: string, suit: string, colour: string) =>
  `<g transform="rotate(${angle} ${x + 28} ${y + 80})"><rect x="${x}" y="${y}" width="56" height="78" rx="7" fill="#fff" stroke="#d7d7d7"/>` +
  `<text x="${x + 8}" y="${y + 22}" font-size="18" font-weight="700" fill="${colour}">${rank}</text>` +
  `<text x="${x + 28}" y="${y + 60}" text-anchor="middle" font-size="30" fill="${colour}">${suit}</text></g>`;

/** A golden dragon coiled in a ring: the slots named after one get it. */
const dragon = () =>
  `<circle cx="100" cy="92" r="58" fill="none" stroke="${GOLD}" stroke-width="5"/>` +
  `<path d="M62 132 C78 70 112 140 128 96 S152 48 126 44 S92 62 112 80" fill="none" stroke="${GOLD}" stroke-width="14" stroke-linecap="round"/>` +
  `<path d="M62 132 C78 70 112 140 128 96 S152 48 126 44 S92 62 112 80" fill="none" stroke="#8a4b00" stroke-width="14" stroke-linecap="round" stroke-dasharray="2 9" opacity=".6"/>` +
  `<path d="M120 30 l16 6 l-6 9 l14 4 l-17 8 l-18 -7 Z" fill="${GOLD}" stroke="#8a4b00" stroke-width="2"/><circle cx="128" cy="41" r="2.5" fill="${RED}"/>`;

const slot = (v: number, name: string) => {
  if (/dragon/i.test(name)) return dragon();
  const symbols = [
    `<text x="100" y="122" text-anchor="middle" font-size="86" font-weight="900" fill="${GOLD}" stroke="#8a4b00" stroke-width="4" paint-order="stroke">7</text>`,
    `<path d="M100 46 L136 78 L100 140 L64 78 Z" fill="#7fe8ff" stroke="#fff" stroke-width="3"/><path d="M64 78 H136 M100 46 L86 78 L100 140 L114 78 Z" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>`,
    `<path d="M60 120 L66 62 L84 88 L100 54 L116 88 L134 62 L140 120 Z" fill="${GOLD}" stroke="#8a4b00" stroke-width="3"/><circle cx="100" cy="98" r="8" fill="${RED}"/>`,
    `<path d="M96 60 Q110 40 128 48" stroke="#3d8b37" stroke-width="5" fill="none"/><circle cx="82" cy="108" r="24" fill="${RED}"/><circle cx="122" cy="102" r="24" fill="${RED}"/><circle cx="74" cy="100" r="6" fill="#fff" fill-opacity=".6"/>`,
  ];
  return `<circle cx="100" cy="92" r="58" fill="#000" fill-opacity=".18"/>${symbols[v % symbols.length]}`;
};

const fish = (v: number, ink: string) =>
  `<g transform="rotate(${(v % 3) * 8 - 8} 100 92)"><path d="M48 92 Q92 44 138 92 Q92 140 48 92 Z" fill="${GOLD}" stroke="#fff" stroke-width="3"/>` +
  `<path d="M136 92 L166 66 L160 92 L166 118 Z" fill="${RED}"/><circle cx="70" cy="86" r="6" fill="#222"/>` +
  `<path d="M92 66 Q102 92 92 118" stroke="#e09a0b" stroke-width="4" fill="none"/></g>` +
  `<circle cx="52" cy="48" r="8" fill="none" stroke="${ink}" stroke-width="3"/><circle cx="38" cy="66" r="5" fill="none" stroke="${ink}" stroke-width="2"/>`;

const live = (v: number) =>
  v % 2 === 0
    ? card(56, 52, -12, 'A', '♠', '#222') + card(90, 48, 10, 'K', '♥', RED)
    : `<circle cx="100" cy="92" r="52" fill="${GOLD}"/>` +
      Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        const b = a + Math.PI / 6;
        const p = (t: number) =>
          `${(100 + 46 * Math.cos(t)).toFixed(1)} ${(92 + 46 * Math.sin(t)).toFixed(1)}`;
        return `<path d="M100 92 L${p(a)} A46 46 0 0 1 ${p(b)} Z" fill="${i % 2 ? RED : '#1d1d1d'}"/>`;
      }).join('') +
      `<circle cx="100" cy="92" r="20" fill="#5b3412" stroke="${GOLD}" stroke-width="4"/>`;

const cards = () =>
  card(46, 56, -18, 'Q', '♦', RED) +
  card(72, 48, 0, 'K', '♣', '#222') +
  card(98, 56, 18, 'A', '♥', RED);

const sports = (v: number) =>
  v % 2 === 0
    ? `<circle cx="100" cy="92" r="50" fill="#fff" stroke="#222" stroke-width="3"/><path d="M100 70 L121 85 L113 110 H87 L79 85 Z" fill="#222"/><path d="M100 42 V70 M121 85 L148 76 M113 110 L128 134 M87 110 L72 134 M79 85 L52 76" stroke="#222" stroke-width="3"/>`
    : `<circle cx="100" cy="92" r="50" fill="#f57c1f" stroke="#222" stroke-width="3"/><path d="M50 92 H150 M100 42 V142 M64 56 Q100 92 64 128 M136 56 Q100 92 136 128" stroke="#222" stroke-width="3" fill="none"/>`;

const esports = (ink: string) =>
  `<path d="M52 80 Q56 60 78 62 H122 Q144 60 148 80 L156 118 Q158 134 142 132 L124 114 H76 L58 132 Q42 134 44 118 Z" fill="#2a2a3a" stroke="${ink}" stroke-width="3"/>` +
  `<path d="M72 88 H92 M82 78 V98" stroke="${ink}" stroke-width="5"/><circle cx="120" cy="84" r="6" fill="${RED}"/><circle cx="132" cy="96" r="6" fill="${GOLD}"/>`;

const rooster = () =>
  `<path d="M70 130 Q56 90 84 74 Q80 52 100 50 Q122 52 116 78 Q150 86 146 130 Z" fill="#f4a300" stroke="#fff" stroke-width="3"/>` +
  `<path d="M92 50 Q96 34 104 46 Q110 32 114 50" fill="${RED}"/><path d="M118 62 L134 68 L118 72 Z" fill="${GOLD}"/><circle cx="108" cy="62" r="4" fill="#222"/>` +
  `<path d="M60 120 Q36 96 50 70 M66 112 Q48 90 62 72" stroke="#3d8b37" stroke-width="6" fill="none"/>`;

const inHouse = (code: string) =>
  code.includes('CRASH')
    ? `<path d="M100 40 Q128 64 122 112 H78 Q72 64 100 40 Z" fill="#eef" stroke="#fff" stroke-width="3"/><circle cx="100" cy="78" r="12" fill="#4aa3ff"/><path d="M78 104 L62 128 L82 118 Z M122 104 L138 128 L118 118 Z" fill="${RED}"/><path d="M90 116 Q100 150 110 116 Z" fill="${GOLD}"/>`
    : `<g transform="rotate(-12 82 96)"><rect x="50" y="64" width="64" height="64" rx="12" fill="#fff"/><circle cx="66" cy="80" r="6" fill="${RED}"/><circle cx="98" cy="112" r="6" fill="${RED}"/><circle cx="82" cy="96" r="6" fill="${RED}"/></g>` +
      `<g transform="rotate(14 126 84)"><rect x="98" y="56" width="56" height="56" rx="10" fill="#fff"/><circle cx="112" cy="70" r="5" fill="#222"/><circle cx="140" cy="98" r="5" fill="#222"/></g>`;

const lottery = (v: number) =>
  ball(70, 104, 26, RED, String((v % 9) + 1)) +
  ball(130, 104, 26, '#2f80ed', String(((v >> 3) % 9) + 1)) +
  ball(100, 68, 28, '#27ae60', String(((v >> 6) % 9) + 1));

/** The middle picture of a category's icon. */
export const motifOf = (
  category: string,
  game: { code: string; name: string },
  v: number,
  ink: string,
): string => {
  const { code, name } = game;
  switch (category) {
    case 'RNG':
      return slot(v, name);
    case 'FISH':
      return fish(v, ink);
    case 'LIVE':
      return live(v);
    case 'PVP':
      return cards();
    case 'SPORTS':
      return sports(v);
    case 'ESPORTS':
      return esports(ink);
    case 'COCKFIGHT':
      return rooster();
    case 'INHOUSE':
      return inHouse(code);
    default:
      return lottery(v);
  }
};
