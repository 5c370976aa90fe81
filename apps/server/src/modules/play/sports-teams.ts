/**
 * Who plays in the sports vendor's schedule. A sports game of the catalogue is one sport
 * (its English name: Football, Basketball ...); each sport has its leagues and teams, whether a
 * match can end level, and how a score reads. Team badges are drawn by the app from `icon`, a
 * short code, so no picture travels and no outside address is needed.
 */

export interface Team {
  name: string;
  icon: string;
}
export interface League {
  name: string;
  teams: readonly Team[];
}
export type ScoreKind = 'goals' | 'points' | 'sets';
export interface Sport {
  leagues: readonly League[];
  /** Whether a match may end level (football): the draw pick is offered then. */
  draws: boolean;
  score: ScoreKind;
}

const teams = (list: string): Team[] =>
  list.split(';').map((entry) => {
    const [name = '', icon = ''] = entry.split('=');
    return { name, icon };
  });

const NATIONS = teams(
  'Myanmar=MYA;Thailand=THA;Vietnam=VIE;Indonesia=IDN;Malaysia=MAS;Philippines=PHI;Singapore=SGP;Japan=JPN;Korea=KOR;China=CHN;India=IND;Cambodia=CAM',
);

const FOOTBALL: Sport = {
  draws: true,
  score: 'goals',
  leagues: [
    {
      name: 'Myanmar National League',
      teams: teams(
        'Yangon United=YGN;Shan United=SHN;Hantharwady United=HTW;Ayeyawady United=AYY;Rakhine United=RKN;Yadanarbon=YDB;Mahar United=MHR;Sagaing United=SGG',
      ),
    },
    {
      name: 'Premier League',
      teams: teams(
        'Manchester Reds=MNR;London Blues=LDB;Merseyside Reds=MSR;North London=NLD;Manchester Blues=MNB;Tyneside=TYN;Midlands Villa=MDV;South Coast=STC',
      ),
    },
    {
      name: 'AFC Champions League',
      teams: teams(
        'Bangkok United=BKK;Johor Darul=JDT;Hanoi FC=HAN;Ulsan City=ULS;Yokohama Marinos=YKM;Shanghai Port=SHP;Kitchee=KIT;Lion City=LCS',
      ),
    },
  ],
};

const BASKETBALL: Sport = {
  draws: false,
  score: 'points',
  leagues: [
    {
      name: 'ASEAN Basketball League',
      teams: teams(
        'Yangon Hoopers=YGH;Saigon Heat=SGH;Bangkok Tigers=BKT;Manila Kings=MNK;Kuala Lumpur Dragons=KLD;Singapore Slingers=SGS;Jakarta Warriors=JKW;Mandalay Stars=MDS',
      ),
    },
  ],
};

const setsSport = (league: string): Sport => ({
  draws: false,
  score: 'sets',
  leagues: [{ name: league, teams: NATIONS }],
});

const SPORTS: Readonly<Record<string, Sport>> = {
  Football: FOOTBALL,
  Basketball: BASKETBALL,
  Tennis: setsSport('Asian Tennis Cup'),
  Volleyball: setsSport('SEA Volleyball League'),
  Badminton: setsSport('Asia Badminton Championships'),
  'Virtual Sports': {
    draws: true,
    score: 'goals',
    leagues: [
      {
        name: 'Virtual Super League',
        teams: teams(
          'Golden Lions=GLN;Silver Sharks=SSK;Red Dragons=RDR;Blue Eagles=BEG;Iron Wolves=IWF;Thunder Bulls=TBL',
        ),
      },
    ],
  },
};

/** The sport a sports game plays, by its English name; football for any other name. */
export const sportOf = (englishName: string): Sport => SPORTS[englishName] ?? FOOTBALL;
