export { RedRainPage } from './RedRainPage';
