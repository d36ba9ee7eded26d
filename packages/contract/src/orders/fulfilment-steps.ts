import { FULFILMENT_STEPS } from '../constants.ts';

export type FulfilmentStep = (typeof FULFILMENT_STEPS)[number];

/** The current step from current_status, lower-cased; anything unknown counts as ordered. */
export function currentFulfilmentStep(currentStatus: string | null | undefined): FulfilmentStep {
  const status = (currentStatus ?? '').toLowerCase();
  return (FULFILMENT_STEPS as readonly string[]).includes(status) ? (status as FulfilmentStep) : 'ordered';
}

export type StepState = 'past' | 'current' | 'next';

export function fulfilmentStepStates(currentStatus: string | null | undefined): { step: FulfilmentStep; state: StepState; checked: boolean }[] {
  const current = FULFILMENT_STEPS.indexOf(currentFulfilmentStep(currentStatus));
  return FULFILMENT_STEPS.map((step, i) => {
    const state: StepState = i < current ? 'past' : i === current ? 'current' : 'next';
    return { step, state, checked: state !== 'next' };
  });
}
