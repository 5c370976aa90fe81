import type { GameCategory } from '@lotto/contract';

/**
 * The demo catalogue as data: vendors, how many games each has per category, and the words
 * game names are built from (English and Burmese). demo-games.ts turns it into rows.
 */

export type OwnCategory = Exclude<GameCategory, 'HOT'>;
export interface Words {
  EN: string;
  MY: string;
}

export interface DemoVendor {
  code: string;
  name: string;
  games: Partial<Record<OwnCategory, number>>;
  /** Return to player in basis points; DEFAULT_RTP_BP when not given. */
  rtp?: number;
}

/** What a vendor's games return to players unless it names its own (as migration 0006). */
export const DEFAULT_RTP_BP = 9600;

export const DEMO_VENDORS: DemoVendor[] = [
  { code: 'PG', name: 'PG Soft', games: { RNG: 80 } },
  { code: 'JL', name: 'JILI', games: { RNG: 55, FISH: 10, PVP: 24 } },
  { code: 'PP', name: 'Pragmatic Play', games: { RNG: 75, LIVE: 20 } },
  { code: 'FC', name: 'Fa Chai', games: { RNG: 30, FISH: 8 } },
  { code: 'KA', name: 'KA Gaming', games: { RNG: 35, FISH: 6 } },
  { code: 'CQ9', name: 'CQ9 Gaming', games: { RNG: 35, FISH: 8 } },
  { code: 'JDB', name: 'JDB Gaming', games: { RNG: 35, FISH: 8 } },
  { code: 'EVO', name: 'Evolution', games: { LIVE: 40 } },
  { code: 'SEXY', name: 'AE Sexy', games: { LIVE: 20 } },
  { code: 'DG', name: 'Dream Gaming', games: { LIVE: 16 } },
  { code: 'KM', name: 'Kingmaker', games: { PVP: 30 } },
  { code: 'V8', name: 'V8 Poker', games: { PVP: 24 } },
  { code: 'SABA', name: 'SABA Sports', games: { SPORTS: 6 } },
  { code: 'SBO', name: 'SBOBET', games: { SPORTS: 6 } },
  { code: 'TF', name: 'TF Gaming', games: { ESPORTS: 8 } },
  { code: 'SV3', name: 'SV388', games: { COCKFIGHT: 4 } },
  { code: 'TCG_LOTTO_VN', name: 'TCG Lotto VN', games: { LOTT: 12, ELOTT: 3 } },
  { code: 'TCG_SEA', name: 'TCG SEA Lotto', games: { LOTT: 8, ELOTT: 2 } },
  { code: 'IN', name: 'ShweLucky Originals', games: { INHOUSE: 2 }, rtp: 9700 },
];

/** Category order and names; HOT groups the hot games of every category. */
export const DEMO_CATEGORIES: Array<{ code: GameCategory } & Words> = [
  { code: 'HOT', EN: 'Hot', MY: 'လူကြိုက်များ' },
  { code: 'RNG', EN: 'Slots', MY: 'စလော့' },
  { code: 'LIVE', EN: 'Live Casino', MY: 'တိုက်ရိုက်ကာစီနို' },
  { code: 'FISH', EN: 'Fishing', MY: 'ငါးဖမ်း' },
  { code: 'PVP', EN: 'Card Games', MY: 'ဖဲကစား' },
  { code: 'SPORTS', EN: 'Sports', MY: 'အားကစား' },
  { code: 'ESPORTS', EN: 'E-Sports', MY: 'အီးစပို့' },
  { code: 'COCKFIGHT', EN: 'Cockfight', MY: 'ကြက်တိုက်' },
  { code: 'INHOUSE', EN: 'Originals', MY: 'ကိုယ်ပိုင်ဂိမ်း' },
  { code: 'ELOTT', EN: 'E-Lottery', MY: 'အီးထီ' },
  { code: 'LOTT', EN: 'Lottery', MY: 'ထီ' },
];

/** Slot game types (classifications), in filter order. */
export const DEMO_GAME_TYPES: Array<{ code: string; category: OwnCategory } & Words> = [
  { code: 'MEGAWAYS', category: 'RNG', EN: 'Megaways', MY: 'မက်ဂါဝေးစ်' },
  { code: 'JACKPOT', category: 'RNG', EN: 'Jackpot', MY: 'ဂျက်ပေါ့' },
  { code: 'CLASSIC', category: 'RNG', EN: 'Classic', MY: 'ဂန္တဝင်' },
  { code: 'FRUIT', category: 'RNG', EN: 'Fruit', MY: 'သစ်သီး' },
  { code: 'VIDEO', category: 'RNG', EN: 'Video Slots', MY: 'ဗီဒီယိုစလော့' },
];

export const ADJECTIVES: Words[] = [
  { EN: 'Golden', MY: 'ရွှေ' },
  { EN: 'Lucky', MY: 'ကံကောင်း' },
  { EN: 'Royal', MY: 'တော်ဝင်' },
  { EN: 'Magic', MY: 'မှော်' },
  { EN: 'Wild', MY: 'ရိုင်းစိုင်း' },
  { EN: 'Super', MY: 'စူပါ' },
  { EN: 'Mystic', MY: 'လျှို့ဝှက်' },
  { EN: 'Diamond', MY: 'စိန်' },
  { EN: 'Jade', MY: 'ကျောက်စိမ်း' },
  { EN: 'Ruby', MY: 'ပတ္တမြား' },
  { EN: 'Pearl', MY: 'ပုလဲ' },
  { EN: 'Thunder', MY: 'မိုးကြိုး' },
  { EN: 'Fire', MY: 'မီး' },
  { EN: 'Silver', MY: 'ငွေ' },
  { EN: 'Happy', MY: 'ပျော်ရွှင်' },
  { EN: 'Sacred', MY: 'မြင့်မြတ်' },
];

export const NOUNS: Words[] = [
  { EN: 'Dragon', MY: 'နဂါး' },
  { EN: 'Tiger', MY: 'ကျား' },
  { EN: 'Garuda', MY: 'ဂဠုန်' },
  { EN: 'Elephant', MY: 'ဆင်' },
  { EN: 'Lion', MY: 'ခြင်္သေ့' },
  { EN: 'Peacock', MY: 'ဒေါင်း' },
  { EN: 'Temple', MY: 'ဘုရားကျောင်း' },
  { EN: 'Treasure', MY: 'ရတနာ' },
  { EN: 'Fortune', MY: 'ကံကြမ္မာ' },
  { EN: 'Empire', MY: 'အင်ပါယာ' },
  { EN: 'Kingdom', MY: 'နိုင်ငံတော်' },
  { EN: 'Queen', MY: 'ဘုရင်မ' },
  { EN: 'King', MY: 'ဘုရင်' },
  { EN: 'Princess', MY: 'မင်းသမီး' },
  { EN: 'Warrior', MY: 'စစ်သူရဲ' },
  { EN: 'Ocean', MY: 'သမုဒ္ဒရာ' },
  { EN: 'River', MY: 'မြစ်' },
  { EN: 'Mountain', MY: 'တောင်' },
  { EN: 'Moon', MY: 'လ' },
  { EN: 'Sun', MY: 'နေ' },
  { EN: 'Star', MY: 'ကြယ်' },
  { EN: 'Lotus', MY: 'ကြာ' },
  { EN: 'Gems', MY: 'ကျောက်မျက်' },
  { EN: 'Coins', MY: 'ဒင်္ဂါး' },
  { EN: 'Fruits', MY: 'သစ်သီး' },
  { EN: 'Panda', MY: 'ပန်ဒါ' },
  { EN: 'Monkey', MY: 'မျောက်' },
];

export const FISH_SUFFIX: Words = { EN: 'Fishing', MY: 'ငါးဖမ်း' };
export const MEGAWAYS_SUFFIX: Words = { EN: 'Megaways', MY: 'မက်ဂါဝေးစ်' };

/** Tables of live games; each vendor numbers its tables. */
export const LIVE_TABLES: Words[] = [
  { EN: 'Baccarat', MY: 'ဘာကာရာ' },
  { EN: 'Speed Baccarat', MY: 'အမြန် ဘာကာရာ' },
  { EN: 'Roulette', MY: 'ရူလက်' },
  { EN: 'Blackjack', MY: 'ဘလက်ဂျက်' },
  { EN: 'Dragon Tiger', MY: 'နဂါး ကျား' },
  { EN: 'Sic Bo', MY: 'အံစာတုံး' },
  { EN: 'Fan Tan', MY: 'ဖန်တန်' },
  { EN: 'Lightning Roulette', MY: 'လျှပ်စီး ရူလက်' },
];

export const CARD_GAMES: Words[] = [
  { EN: 'Shan Koe Mee', MY: 'ရှမ်းကိုးမီး' },
  { EN: 'Teen Patti', MY: 'တင်းပတ္တီ' },
  { EN: 'Rummy', MY: 'ရမ်မီ' },
  { EN: 'Texas Poker', MY: 'တက္ကဆက် ပိုကာ' },
  { EN: 'Andar Bahar', MY: 'အန်ဒါ ဘာဟာ' },
  { EN: 'Pai Gow', MY: 'ပိုင်ဂေါ' },
  { EN: 'Fish Prawn Crab', MY: 'ငါး ပုစွန် ဂဏန်း' },
  { EN: 'Thirteen Cards', MY: 'ဖဲ ဆယ့်သုံးချပ်' },
  { EN: 'Bull Bull', MY: 'နွားနွား' },
  { EN: 'Ludo', MY: 'လူဒို' },
];

export const SPORTS_GAMES: Words[] = [
  { EN: 'Football', MY: 'ဘောလုံး' },
  { EN: 'Basketball', MY: 'ဘတ်စကက်ဘော' },
  { EN: 'Tennis', MY: 'တင်းနစ်' },
  { EN: 'Volleyball', MY: 'ဘော်လီဘော' },
  { EN: 'Badminton', MY: 'ကြက်တောင်' },
  { EN: 'Virtual Sports', MY: 'ပုံသဏ္ဌာန် အားကစား' },
];

export const ESPORTS_GAMES: Words[] = [
  { EN: 'Mobile Legends', MY: 'မိုဘိုင်း လယ်ဂျင်း' },
  { EN: 'Dota 2', MY: 'ဒိုတာ ၂' },
  { EN: 'League of Legends', MY: 'လိဂ် အော့ဖ် လယ်ဂျင်း' },
  { EN: 'Counter-Strike 2', MY: 'ကောင်တာ စထရိုက် ၂' },
  { EN: 'Valorant', MY: 'ဗယ်လိုရန့်' },
  { EN: 'PUBG Mobile', MY: 'ပတ်ဂျီ မိုဘိုင်း' },
  { EN: 'King of Glory', MY: 'ကင်း အော့ဖ် ဂလိုရီ' },
  { EN: 'eFootball', MY: 'အီး ဘောလုံး' },
];

export const COCKFIGHT_ARENA: Words = { EN: 'Cockfight Arena', MY: 'ကြက်တိုက် ကွင်း' };

/** Traditional lotteries (LOTT) per vendor, with the code a lottery launch names. */
export const LOTTERIES: Record<string, Array<{ code: string } & Words>> = {
  TCG_LOTTO_VN: [
    { code: 'HN', EN: 'Ha Noi', MY: 'ဟနွိုင်း' },
    { code: 'HCM', EN: 'Ho Chi Minh', MY: 'ဟိုချီမင်း' },
    { code: 'DN', EN: 'Da Nang', MY: 'ဒါနန်' },
    { code: 'HP', EN: 'Hai Phong', MY: 'ဟိုင်ဖောင်' },
    { code: 'CT', EN: 'Can Tho', MY: 'ကန်သို' },
    { code: 'KHH', EN: 'Khanh Hoa', MY: 'ခန်းဟွာ' },
    { code: 'QN', EN: 'Quang Ninh', MY: 'ကွမ်နင်း' },
    { code: 'BN', EN: 'Bac Ninh', MY: 'ဘက်နင်း' },
    { code: 'ND', EN: 'Nam Dinh', MY: 'နမ်ဒင်း' },
    { code: 'DNA', EN: 'Dong Nai', MY: 'ဒေါင်နိုင်' },
    { code: 'VT', EN: 'Vung Tau', MY: 'ဗွန်တောင်' },
    { code: 'AG', EN: 'An Giang', MY: 'အန်ဂျန်' },
  ],
  TCG_SEA: [
    { code: 'MM2D', EN: 'Myanmar 2D', MY: 'မြန်မာ 2D' },
    { code: 'MM3D', EN: 'Myanmar 3D', MY: 'မြန်မာ 3D' },
    { code: 'TH', EN: 'Thai Lottery', MY: 'ထိုင်း ထီ' },
    { code: 'LA', EN: 'Lao Lottery', MY: 'လာအို ထီ' },
    { code: 'KH', EN: 'Cambodia Lottery', MY: 'ကမ္ဘောဒီးယား ထီ' },
    { code: 'MY4D', EN: 'Malaysia 4D', MY: 'မလေးရှား 4D' },
    { code: 'SG4D', EN: 'Singapore 4D', MY: 'စင်ကာပူ 4D' },
    { code: 'ID', EN: 'Indonesia Togel', MY: 'အင်ဒိုနီးရှား ထီ' },
  ],
};

/**
 * Electronic lotteries (ELOTT) per vendor: each is one of the lottery engine's fast games
 * (demo-lottery-games.ts), by its code, and bears that game's name, so the catalogue, the
 * lottery screens and the game records call it the same.
 */
export const E_LOTTERIES: Record<string, Array<{ code: string } & Words>> = {
  TCG_LOTTO_VN: [
    { code: '5D1', EN: '5D 1 Minute', MY: '5D ၁ မိနစ်' },
    { code: '5D3', EN: '5D 3 Minutes', MY: '5D ၃ မိနစ်' },
    { code: '5D5', EN: '5D 5 Minutes', MY: '5D ၅ မိနစ်' },
  ],
  TCG_SEA: [
    { code: 'K3', EN: 'Fast Dice K3 3 Minutes', MY: 'အံစာ K3 ၃ မိနစ်' },
    { code: '11X5', EN: '11 Choose 5 (5 Minutes)', MY: '၁၁ ထဲမှ ၅ (၅ မိနစ်)' },
  ],
};

/** An engine game's name by its code (an e-lottery's). */
export const eLotteryNames = (code: string): Words => {
  const found = Object.values(E_LOTTERIES)
    .flat()
    .find((g) => g.code === code);
  if (!found) throw new Error(`demo catalogue: no e-lottery ${code}`);
  return { EN: found.EN, MY: found.MY };
};

/** The in-house vendor plays these by code (modules/play/in-house-vendor.ts). */
export const IN_HOUSE_GAMES: Array<{ code: string } & Words> = [
  { code: 'DICE', EN: 'Dice', MY: 'အံစာ' },
  { code: 'CRASH', EN: 'Crash', MY: 'ကရက်ရှ်' },
];
