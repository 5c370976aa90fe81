export { CataloguePage } from './CataloguePage';
export { CategoriesPage } from './CategoriesPage';
export { JackpotPage } from './JackpotPage';
export { VendorsPage } from './VendorsPage';
