import { featureRoutes } from '../../shared/feature-routes.ts';
import { adminScheduleRoutes } from './admin-schedule.routes.ts';
import { contactAppointmentsRoutes } from './contact-appointments.routes.ts';
import { customerScheduleRoutes } from './customer-schedule.routes.ts';

/** Live online classes: owners book, move and cancel; staff plan slots and take attendance. */
export const scheduleFeature = featureRoutes(customerScheduleRoutes, adminScheduleRoutes, contactAppointmentsRoutes);

/** The classes a company booked for one unit (the back office's unit page). */
export { listUnitClasses } from './appointments.repository.ts';
