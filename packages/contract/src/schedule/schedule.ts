import { z } from 'zod';
import { isCalendarDay } from '../paging.ts';
import { idNumber, idQueryNumber } from '../params.ts';
import { LANGUAGE_CODES } from '../constants.ts';
import { blankToNull, fieldLabel, phoneField, requiredMessage, requiredText } from '../validation.ts';

import { APPOINTMENT_STATUSES, LOCATION_KINDS, TRAINING_REGIONS, TRAINING_TYPES } from './schedule-constants.ts';

export * from './schedule-constants.ts';

const id = z.number().int();
const flag = z.number().int();

export const locationItem = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  region: z.enum(TRAINING_REGIONS),
  kind: z.enum(LOCATION_KINDS),
  address: z.string().nullable(),
  /** The location's own clock (IANA zone): classes are shown, and may be entered, in it beside Eastern Time. */
  time_zone: z.string().meta({ examples: ['Europe/Berlin'] }),
});
export type TrainingLocation = z.infer<typeof locationItem>;

/** The appointment's time slot. `time` is the start, ISO 8601 in UTC. */
export const timeSlotItem = z.object({
  id,
  time: z.string(),
  duration_minutes: z.number().int(),
  type_name: z.string(),
  training_topic: z.string(),
  lang_code: z.string(),
  class_link: z.string().nullable(),
  class_note: z.string().nullable(),
  video_record_url: z.string().nullable(),
  video_record_url_complete: flag,
  location: z.object({ name: z.string(), kind: z.enum(LOCATION_KINDS) }),
});

export const appointmentItem = z.object({
  id,
  cancelled: flag,
  status: z.enum(APPOINTMENT_STATUSES),
  phone: z.string(),
  created_at: z.string(),
  product_group: z.object({ id, name: z.string() }),
  product: z.object({ id, display_name: z.string(), serial_number: z.string().nullable() }).nullable(),
  time_slot: timeSlotItem,
});
export type Appointment = z.infer<typeof appointmentItem>;
export const appointmentList = z.object({ data: z.array(appointmentItem) });
export const appointmentReply = z.object({ data: appointmentItem });
/** A contact's live-training history as staff read it on the contact: every status, with the class's region. */
export const contactAppointmentItem = appointmentItem.extend({ region: z.enum(TRAINING_REGIONS) });
export type ContactAppointment = z.infer<typeof contactAppointmentItem>;
export const contactAppointmentList = z.object({ data: z.array(contactAppointmentItem) });

/** A class an owner may book: open seats, or full with a waitlist. */
export const openSlotItem = timeSlotItem.omit({ video_record_url: true, video_record_url_complete: true }).extend({
  group_id: id.nullable(),
  seats_left: z.number().int(),
  waitlist_count: z.number().int(),
});
export type OpenSlot = z.infer<typeof openSlotItem>;
export const openSlotList = z.object({ data: z.array(openSlotItem) });
export const openSlotQuery = z.object({
  group_id: idQueryNumber().optional(),
  lang_code: z.enum(LANGUAGE_CODES).optional(),
  type_name: z.string().trim().max(64).optional(),
});

/** The owner's machines whose series has live training: the schedule form's machine select. */
export const trainingMachineItem = z.object({
  product_id: id,
  display_name: z.string(),
  serial_number: z.string().nullable(),
  group_id: id,
  group_name: z.string(),
  requires_rep_approval: flag,
  /** The series requires pre-training the owner has not finished (bookings are refused until then). */
  needs_pre_training: flag,
});
export type TrainingMachine = z.infer<typeof trainingMachineItem>;
export const trainingMachineList = z.object({ data: z.array(trainingMachineItem) });

const requiredId = (field: string) => idNumber({ error: requiredMessage(field) });

/** POST training/book. `waitlist: true` joins a full class's waitlist instead of refusing. */
export const bookingBody = z
  .object({
    slot_id: requiredId('slot_id'),
    group_id: requiredId('group_id'),
    phone: phoneField('phone'),
    product_id: idNumber().optional(),
    waitlist: z.boolean().optional(),
  })
  .strict();
export type BookingBody = z.infer<typeof bookingBody>;

/** PUT training/appointments/{id}: move a booking to another class of its series (the schedule's edit). */
export const rescheduleBody = z.object({ slot_id: requiredId('slot_id'), phone: phoneField('phone') }).strict();

export const TRAINING_MESSAGES = {
  slotUnavailable: 'This class is no longer available. Please choose another time.',
  slotWrongSeries: 'This class is not for the chosen machine.',
  notOwned: 'You can only book training for a machine your company owns.',
  preTrainingFirst: 'Please finish the pre-training for this machine before booking a live class.',
  alreadyBooked: 'You already have a training booked for this machine.',
  full: 'This class is full. You can join its waitlist and we will email you if a seat frees up.',
  cutoff: (hours: number) =>
    `Trainings can no longer be cancelled less than ${hours} hours before the start. Please contact support.`,
  alreadyCancelled: 'This training is already cancelled.',
  alreadyHeld: 'This training has already taken place.',
  slotCancelled: 'This class is cancelled.',
  notPending: 'Only a pending booking can be approved.',
  slotInPast: 'The date and time must be in the future.',
  untilBeforeStart: 'The repeat end must be on or after the first date.',
  tooManySlots: (max: number) => `A repeating schedule may create at most ${max} classes.`,
  capacityBelowTaken: (taken: number) => `The capacity may not be lower than the ${taken} seats already taken.`,
  clockOfLocation: "Enter the time in Eastern Time or in the location's own time.",
} as const;

const isoDay = (field: string) =>
  requiredText(field, 10).refine(isCalendarDay, { error: `${fieldLabel(field)} must be a date in yyyy-MM-dd form.` });
const clock = (field: string) =>
  requiredText(field, 5).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'The time must be in HH:mm form.' });
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable().optional());
const httpsUrl = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(1024)
    .refine((v) => /^https:\/\/[^\s/]+/.test(v), { error: 'The link must be an https:// address.' })
    .nullable()
    .optional(),
);

/**
 * What staff set on a class. The date, time and a repeat's weekdays and last date are wall-clock
 * values of `time_zone`: Eastern Time (America/New_York, as all training times are shown) unless the
 * class is entered in its location's own clock (Hamburg's, Europe/Berlin).
 */
const slotFields = {
  location_id: requiredId('location_id'),
  template_id: idNumber().nullable().optional(),
  group_id: idNumber().nullable().optional(),
  machine_type_id: idNumber().nullable().optional(),
  date: isoDay('date'),
  time: clock('time'),
  time_zone: z.string().trim().max(64).optional().meta({ examples: ['Europe/Berlin'] }),
  duration_minutes: z
    .number({ error: () => requiredMessage('duration_minutes') })
    .int()
    .min(15)
    .max(8 * 60),
  type_name: z.enum(TRAINING_TYPES, { error: () => requiredMessage('type_name') }),
  training_topic: requiredText('training_topic'),
  lang_code: z.enum(LANGUAGE_CODES, { error: () => requiredMessage('lang_code') }),
  capacity: z
    .number({ error: () => requiredMessage('capacity') })
    .int()
    .min(1)
    .max(500),
  class_link: httpsUrl,
  class_note: optionalText(1024),
};

export const MAX_REPEATED_SLOTS = 100;
export const slotCreateBody = z
  .object({
    ...slotFields,
    /** Weekly on these weekdays (0 Sunday … 6 Saturday) until this date, inclusive. */
    repeat: z
      .object({ weekdays: z.array(z.number().int().min(0).max(6)).min(1).max(7), until: isoDay('until') })
      .strict()
      .nullable()
      .optional(),
  })
  .strict();
export type SlotCreateBody = z.infer<typeof slotCreateBody>;

export const slotUpdateBody = z
  .object({
    ...slotFields,
    video_record_url: httpsUrl,
    video_record_url_complete: z.union([z.literal(0), z.literal(1)]).optional(),
  })
  .strict();
export type SlotUpdateBody = z.infer<typeof slotUpdateBody>;

export const adminSlotItem = timeSlotItem.extend({
  location_id: id,
  template_id: id.nullable(),
  group_id: id.nullable(),
  group_name: z.string().nullable(),
  machine_type_id: id.nullable(),
  capacity: z.number().int(),
  seats_taken: z.number().int(),
  waitlist_count: z.number().int(),
  pending_count: z.number().int(),
  cancelled: flag,
});
export type AdminSlot = z.infer<typeof adminSlotItem>;
export const adminSlotList = z.object({ data: z.array(adminSlotItem) });
export const adminSlotReply = z.object({ data: adminSlotItem });
export const adminSlotsCreated = z.object({ data: z.array(adminSlotItem) });
export const adminSlotQuery = z.object({
  location: z.string().trim().max(64).optional(),
  from: isoDay('from').optional(),
  to: isoDay('to').optional(),
});
/** A schedule's CSV: the classes of a location between two Eastern days, in the file's language. */
export const adminSlotExportQuery = adminSlotQuery.extend({
  csv_lang: z.enum(LANGUAGE_CODES, { error: 'The selected csv lang is invalid.' }).optional(),
});

export const attendeeItem = z.object({
  id,
  status: z.enum(APPOINTMENT_STATUSES),
  phone: z.string(),
  created_at: z.string(),
  contact: z.object({ id, first_name: z.string(), last_name: z.string(), email: z.string() }),
  company_name: z.string(),
  machine: z.string().nullable(),
  serial_number: z.string().nullable(),
});
export type Attendee = z.infer<typeof attendeeItem>;
export const attendeeList = z.object({ data: z.array(attendeeItem) });
export const attendanceBody = z
  .object({ status: z.enum(['attended', 'no_show'], { error: () => requiredMessage('status') }) })
  .strict();
export const locationList = z.object({ data: z.array(locationItem) });

/** What the class form offers: the series with live training and the class templates. */
export const scheduleOptions = z.object({
  groups: z.array(z.object({ id, name: z.string() })),
  templates: z.array(
    z.object({
      id,
      name: z.string(),
      topic: z.string(),
      type_name: z.enum(TRAINING_TYPES),
      duration_minutes: z.number().int(),
      capacity: z.number().int(),
      lang_code: z.string(),
      class_link: z.string().nullable(),
      class_note: z.string().nullable(),
    }),
  ),
});
export type ScheduleOptions = z.infer<typeof scheduleOptions>;
