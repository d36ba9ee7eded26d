import type { Appointment, OpenSlot, TrainingMachine } from '@owner-portal/contract/schedule/schedule';

/** The new-training form: every field is required; the class is chosen by its slot id, shown as its date and time. */
export interface TrainingFormValues {
  [field: string]: string;
  machine: string;
  phone: string;
  training_type: string;
  language: string;
  slot_id: string;
}

export const TRAINING_FORM_RULES = {
  rules: {
    machine: ['required'],
    phone: ['required', 'phone'],
    training_type: ['required'],
    language: ['required'],
    slot_id: ['required'],
  },
} as const;

/** A machine option's value: the product and its unit, since a company may own two of one product. */
export const machineValue = (m: Pick<TrainingMachine, 'product_id' | 'serial_number'>) => `${m.product_id}:${m.serial_number ?? ''}`;

export function initialValues(lang: string, phone: string, change?: Appointment, productId?: number, machines: TrainingMachine[] = []) {
  const chosen = change
    ? machines.find((m) => m.product_id === change.product?.id && m.serial_number === change.product?.serial_number)
    : machines.find((m) => m.product_id === productId && !m.needs_pre_training);
  return {
    machine: chosen ? machineValue(chosen) : '',
    phone: change?.phone ?? phone,
    training_type: change?.time_slot.type_name ?? 'Online',
    language: change?.time_slot.lang_code ?? (lang === 'es' ? 'es' : 'en'),
    slot_id: '',
  } satisfies TrainingFormValues;
}

export interface TrainingChoice {
  machine: TrainingMachine;
  slot: OpenSlot;
  phone: string;
}
