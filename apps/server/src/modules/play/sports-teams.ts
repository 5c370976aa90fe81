import type { LanguageCode } from '@lotto/contract';

/**
 * Who plays in the sports vendor's schedule. A sports game of the catalogue is one sport
 * (its English name: Football, Basketball ...); each sport has its leagues and teams, named in
 * every language of the platform, whether a match can end level, and how a score reads. Team
 * badges are drawn by the app from `icon`, a short code, so no picture travels and no outside
 * address is needed.
 */

export type Names = Readonly<Record<LanguageCode, string>>;
export interface Team {
  name: Names;
  icon: string;
}
export interface League {
  name: Names;
  teams: readonly Team[];
}
export type ScoreKind = 'goals' | 'points' | 'sets';
export interface Sport {
  leagues: readonly League[];
  /** Whether a match may end level (football): the draw pick is offered then. */
  draws: boolean;
  score: ScoreKind;
}

/** "English|Burmese" as names. */
const named = (both: string): Names => {
  const [EN = '', MY = ''] = both.split('|');
  return { EN, MY };
};

/** "English|Burmese=ICON;..." as teams. */
const teams = (list: string): Team[] =>
  list.split(';').map((entry) => {
    const [names = '', icon = ''] = entry.split('=');
    return { name: named(names), icon };
  });

const NATIONS = teams(
  'Myanmar|မြန်မာ=MYA;Thailand|ထိုင်း=THA;Vietnam|ဗီယက်နမ်=VIE;Indonesia|အင်ဒိုနီးရှား=IDN;' +
    'Malaysia|မလေးရှား=MAS;Philippines|ဖိလစ်ပိုင်=PHI;Singapore|စင်ကာပူ=SGP;Japan|ဂျပန်=JPN;' +
    'Korea|ကိုရီးယား=KOR;China|တရုတ်=CHN;India|အိန္ဒိယ=IND;Cambodia|ကမ္ဘောဒီးယား=CAM',
);

const FOOTBALL: Sport = {
  draws: true,
  score: 'goals',
  leagues: [
    {
      name: named('Myanmar National League|မြန်မာ အမျိုးသား လိဂ်'),
      teams: teams(
        'Yangon United|ရန်ကုန် ယူနိုက်တက်=YGN;Shan United|ရှမ်း ယူနိုက်တက်=SHN;' +
          'Hantharwady United|ဟံသာဝတီ ယူနိုက်တက်=HTW;Ayeyawady United|ဧရာဝတီ ယူနိုက်တက်=AYY;' +
          'Rakhine United|ရခိုင် ယူနိုက်တက်=RKN;Yadanarbon|ရတနာပုံ=YDB;' +
          'Mahar United|မဟာ ယူနိုက်တက်=MHR;Sagaing United|စစ်ကိုင်း ယူနိုက်တက်=SGG',
      ),
    },
    {
      name: named('Premier League|ပရီးမီးယား လိဂ်'),
      teams: teams(
        'Manchester Reds|မန်ချက်စတာ အနီ=MNR;London Blues|လန်ဒန် အပြာ=LDB;' +
          'Merseyside Reds|မာစီဆိုက် အနီ=MSR;North London|လန်ဒန် မြောက်=NLD;' +
          'Manchester Blues|မန်ချက်စတာ အပြာ=MNB;Tyneside|တိုင်းဆိုက်=TYN;' +
          'Midlands Villa|မစ်လန် ဗီလာ=MDV;South Coast|တောင်ကမ်းခြေ=STC',
      ),
    },
    {
      name: named('AFC Champions League|အာရှ ချန်ပီယံ လိဂ်'),
      teams: teams(
        'Bangkok United|ဘန်ကောက် ယူနိုက်တက်=BKK;Johor Darul|ဂျိုဟိုး ဒါရူး=JDT;' +
          'Hanoi FC|ဟနွိုင်း=HAN;Ulsan City|အူလ်ဆန် စီးတီး=ULS;' +
          'Yokohama Marinos|ယိုကိုဟားမား မာရီနို=YKM;Shanghai Port|ရှန်ဟိုင်း ပို့တ်=SHP;' +
          'Kitchee|ကစ်ချီ=KIT;Lion City|လိုင်ယွန် စီးတီး=LCS',
      ),
    },
  ],
};

const BASKETBALL: Sport = {
  draws: false,
  score: 'points',
  leagues: [
    {
      name: named('ASEAN Basketball League|အာဆီယံ ဘတ်စကက်ဘော လိဂ်'),
      teams: teams(
        'Yangon Hoopers|ရန်ကုန် ဟူးပါး=YGH;Saigon Heat|ဆိုင်ဂုံ ဟိ=SGH;' +
          'Bangkok Tigers|ဘန်ကောက် ကျားများ=BKT;Manila Kings|မနီလာ ဘုရင်များ=MNK;' +
          'Kuala Lumpur Dragons|ကွာလာလမ်ပူ နဂါးများ=KLD;Singapore Slingers|စင်ကာပူ စလင်ဂါး=SGS;' +
          'Jakarta Warriors|ဂျကာတာ စစ်သည်များ=JKW;Mandalay Stars|မန္တလေး ကြယ်များ=MDS',
      ),
    },
  ],
};

const setsSport = (league: string): Sport => ({
  draws: false,
  score: 'sets',
  leagues: [{ name: named(league), teams: NATIONS }],
});

const SPORTS: Readonly<Record<string, Sport>> = {
  Football: FOOTBALL,
  Basketball: BASKETBALL,
  Tennis: setsSport('Asian Tennis Cup|အာရှ တင်းနစ် ဖလား'),
  Volleyball: setsSport('SEA Volleyball League|အရှေ့တောင်အာရှ ဘော်လီဘော လိဂ်'),
  Badminton: setsSport('Asia Badminton Championships|အာရှ ကြက်တောင် ချန်ပီယံ'),
  'Virtual Sports': {
    draws: true,
    score: 'goals',
    leagues: [
      {
        name: named('Virtual Super League|ဗာချွယ် စူပါ လိဂ်'),
        teams: teams(
          'Golden Lions|ရွှေ ခြင်္သေ့များ=GLN;Silver Sharks|ငွေ ငါးမန်းများ=SSK;' +
            'Red Dragons|နဂါးနီများ=RDR;Blue Eagles|လင်းယုန်ပြာများ=BEG;' +
            'Iron Wolves|သံ ဝံပုလွေများ=IWF;Thunder Bulls|မိုးကြိုး နွားလားများ=TBL',
        ),
      },
    ],
  },
};

/** The sport a sports game plays, by its English name; football for any other name. */
export const sportOf = (englishName: string): Sport => SPORTS[englishName] ?? FOOTBALL;
