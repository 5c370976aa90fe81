import './promotions.css';

export { PromotionsPage } from './PromotionsPage';
