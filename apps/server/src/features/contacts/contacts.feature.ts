import { featureRoutes } from '../../shared/feature-routes.ts';
import { contactsRoutes } from './contacts.routes.ts';

/** Staff's contacts: list, add, edit, delete and invite. */
export const contactsFeature = featureRoutes(contactsRoutes);

export { customerExists, findContact } from './contacts.repository.ts';

/** A contact's row, as the spreadsheet import writes it (the form's own insert and update). */
export { insertContacts, updateContact, type ContactValues } from './contacts.repository.ts';

/** The invitation mail, queued in the caller's transaction (the integration API's contacts). */
export { queueInvite } from './contact-invites.ts';
