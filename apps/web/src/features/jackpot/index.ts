/** What home takes from this feature: the progressive jackpot counter. */
export { JackpotCounter } from './LazyJackpotCounter';
