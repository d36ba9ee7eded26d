/** Zod-free, so the web app can import them without pulling zod into every chunk (decision 102). */
/** Live training: regions are the admin schedule pages' us and eu. */
export const TRAINING_REGIONS = ['us', 'eu'] as const;
export type TrainingRegion = (typeof TRAINING_REGIONS)[number];
export const LOCATION_KINDS = ['online', 'showroom'] as const;
export const TRAINING_TYPES = ['Online', 'Showroom', 'Onsite'] as const;
/** A template's type (content model) as a class's type_name. */
export const typeNameOfTemplate = (type: string) =>
  TRAINING_TYPES.find((t) => t.toLowerCase() === type.toLowerCase()) ?? 'Online';
export const APPOINTMENT_STATUSES = ['pending', 'booked', 'waitlisted', 'cancelled', 'attended', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** Statuses that hold a seat in the class. */
export const SEAT_HOLDING: readonly AppointmentStatus[] = ['pending', 'booked'];
/** How long before the start an owner may still cancel, unless configured otherwise. */
export const DEFAULT_CANCEL_CUTOFF_HOURS = 24;

