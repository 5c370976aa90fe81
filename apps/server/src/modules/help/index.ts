/** Help centre entries and the user agreement: content kept per site and language. */

export {
  agreementOf,
  createHelpEntry,
  deleteHelpEntry,
  helpEntriesOf,
  updateAgreement,
  updateHelpEntry,
} from './help.admin.service.js';
export { helpRoutes } from './help.routes.js';
export {
  addHelpEntry,
  agreementLanguagesOf,
  type HelpTexts,
  helpTitlesOf,
  saveUserAgreement,
} from './help.service.js';
export { copyHelpToSite } from './help.site-copy.js';
