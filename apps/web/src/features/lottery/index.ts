/** What the app shell takes from this feature: its screens and home's popular lotteries. */
export { LazyPopularLotteries as PopularLotteries } from './home/LazyPopularLotteries';
export { lotteryRoutes } from './routes';
