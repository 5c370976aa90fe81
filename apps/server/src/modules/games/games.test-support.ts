/** Test helpers of the games module (shared with other modules' tests, so they live in test/). */
export { type CatalogueGame, idsOf, loadCatalogue } from '../../../test/catalogue.js';
export { failureOf, getOk, urlOf } from '../../../test/http.js';
export { memberWithSession } from '../../../test/members.js';
