import './lottery.css';

export { LotteryGamesPage } from './GamesPage';
export { LotteryMonitorPage } from './MonitorPage';
export { LotteryOddsPage } from './OddsPage';
export { LotteryResultsPage } from './ResultsPage';
