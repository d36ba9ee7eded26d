import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button, Text } from '@mantine/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../api/api-client.ts';
import { registerNamespace } from '../i18n/register-namespace.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { jsonResponse } from '../../test/tokens.ts';
import { SchemaForm } from './schema-form.tsx';
import type { FormSpec, WidgetProps } from './form-spec.ts';

const texts = {
  fields: {
    owner: 'Owner',
    tags: 'Tags',
    logo: 'Logo',
    open: 'Open on weekends',
    until: 'Until',
    plan: 'Plan',
    note: 'Note',
    color: 'Color',
    name: 'Name',
  },
  options: { plan: { basic: 'Basic', pro: 'Pro' } },
  steps: {
    title: 'Steps',
    item: 'Step {{n}}',
    add: 'Add step',
    up: 'Move step {{n}} up',
    down: 'Move step {{n}} down',
    remove: 'Remove step {{n}}',
    empty: 'No steps.',
  },
  quiz: {
    question: 'Question {{n}}',
    multiple: 'Several answers',
    correct: 'Answer {{n}} of question {{q}} is correct',
    answer: 'Answer {{n}} of question {{q}}',
    addAnswer: 'Add answer',
    removeAnswer: 'Remove answer {{n}} of question {{q}}',
  },
  noTags: 'The tags could not be loaded.',
  profile: 'Profile',
  hint: 'Shown on the shop page.',
  apply: 'Apply to {{name}}',
};
registerNamespace('test-kit', { en: texts, es: texts });

type Shop = { id: number; name: string; owner: { id: number; name: string } | null };
const shop: Shop = { id: 4, name: 'Hoops', owner: { id: 9, name: 'Ada' } };

const fetchMock = vi.fn();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderForm(
  spec: FormSpec<Shop>,
  {
    item = null,
    onSave = vi.fn(async (_input: unknown) => {}),
    cancel = true,
  }: { item?: Shop | null; onSave?: (input: unknown) => Promise<void>; cancel?: boolean } = {},
) {
  renderWithProviders(
    <SchemaForm spec={spec} namespace="test-kit" item={item} onSave={onSave} onCancel={cancel ? vi.fn() : undefined} />,
  );
  return { onSave, user: userEvent.setup({ delay: null }) };
}
const save = () => screen.getByRole('button', { name: 'Save' });
const invalid = (errors: Record<string, string[]>) =>
  new ApiError(422, { message: 'The given data was invalid.', errors });

describe('a choice field', () => {
  it('shows the saved choice by name, sends its id under the body’s name, and shows the server’s text for that name', async () => {
    const search = vi.fn(async () => [{ value: '7', label: 'Acme' }]);
    const spec: FormSpec<Shop> = {
      fields: {
        owner: {
          type: 'choice',
          to: 'owner_id',
          search,
          required: true,
          from: (s) => s.owner?.id,
          current: (s) => (s.owner ? { value: String(s.owner.id), label: s.owner.name } : null),
        },
      },
    };
    const onSave = vi.fn(async () => {
      throw invalid({ owner_id: ['The selected owner is invalid.'] });
    });
    const { user } = renderForm(spec, { item: shop, onSave });
    expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue('Ada');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({ id: 4, body: { owner_id: 9 } });
    expect(await screen.findAllByText('The selected owner is invalid.')).toHaveLength(2); // field + notification
    expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes several values from a query and sends them as ids; a failed query says so and cannot be used', async () => {
    let failed = false;
    const spec: FormSpec<Shop> = {
      fields: {
        tags: {
          type: 'choice',
          multiple: true,
          unavailable: 'noTags',
          useOptions: () => ({
            data: failed
              ? undefined
              : [
                  { value: '1', label: 'Embroidery' },
                  { value: '2', label: 'DTG' },
                ],
            isError: failed,
          }),
        },
      },
    };
    const { onSave, user } = renderForm(spec);
    await user.click(screen.getByRole('combobox', { name: 'Tags' }));
    await user.click(await screen.findByRole('option', { name: 'DTG' }));
    await user.click(screen.getByRole('option', { name: 'Embroidery' }));
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({ id: null, body: { tags: [2, 1] } });

    // The first form would draw the failure too when it next renders: only the second may be on screen.
    cleanup();
    failed = true;
    renderForm(spec);
    expect(screen.getByText('The tags could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tags' })).toBeDisabled();
  });
});

describe('a file field', () => {
  it('uploads the chosen file at once, shows it, and sends what the body takes (its id)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { data: { id: 31, url: '/f/new.png', kind: 'image' } }));
    const spec: FormSpec<Shop> = { fields: { logo: { type: 'file', file: 'image', sends: 'id', to: 'logo_id' } } };
    const { onSave, user } = renderForm(spec);
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Current image' })).toHaveAttribute('src', '/f/new.png');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/uploads/image');
    expect((init.body as FormData).get('logo')).toBeInstanceOf(File);
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({ id: null, body: { logo_id: 31 } });
  });
});

describe('a rows field', { timeout: 20_000 }, () => {
  it('adds, reorders and removes rows; a row’s server text shows under it until that row is edited', async () => {
    const spec: FormSpec<Shop> = {
      fields: {
        steps: {
          type: 'rows',
          label: 'steps.title',
          item: { label: 'steps.item', hideLabel: true },
          blank: () => '',
          add: 'steps.add',
          remove: 'steps.remove',
          move: { up: 'steps.up', down: 'steps.down' },
          empty: 'steps.empty',
        },
      },
    };
    const onSave = vi.fn(async (_input: unknown): Promise<void> => {
      if (onSave.mock.calls.length === 1)
        throw invalid({ 'steps.0': ['The step may not be greater than 500 characters.'] });
    });
    const { user } = renderForm(spec, { onSave });
    expect(screen.getByText('No steps.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.type(screen.getByRole('textbox', { name: 'Step 1' }), 'Unpack');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.type(screen.getByRole('textbox', { name: 'Step 2' }), 'Plug in');
    expect(screen.getByRole('button', { name: 'Move step 1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move step 2 up' }));
    expect(screen.getByRole('textbox', { name: 'Step 1' })).toHaveValue('Plug in');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.click(screen.getByRole('button', { name: 'Remove step 3' }));

    await user.click(save());
    expect(onSave).toHaveBeenLastCalledWith({ id: null, body: { steps: ['Plug in', 'Unpack'] } });
    expect(await screen.findAllByText('The step may not be greater than 500 characters.')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Step 1' })).toHaveAttribute('aria-invalid', 'true');
    expect(save()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Step 1' }), '!');
    expect(save()).toBeEnabled();
  });

  it('nests rows in rows, numbered by both, and keeps one correct answer while a question takes one', async () => {
    const spec: FormSpec<Shop> = {
      fields: {
        questions: {
          type: 'rows',
          look: 'cards',
          initial: () => [
            {
              text: '',
              multiple: false,
              answers: [
                { text: '', is_correct: true },
                { text: '', is_correct: false },
              ],
            },
          ],
          fields: {
            text: { label: 'quiz.question' },
            multiple: { type: 'checkbox', label: 'quiz.multiple' },
            answers: {
              type: 'rows',
              fields: {
                is_correct: { type: 'checkbox', label: 'quiz.correct', hideLabel: true, exclusive: (q) => !q.multiple },
                text: { label: 'quiz.answer', hideLabel: true },
              },
              blank: () => ({ text: '', is_correct: false }),
              add: 'quiz.addAnswer',
              remove: 'quiz.removeAnswer',
            },
          },
        },
      },
    };
    const { onSave, user } = renderForm(spec);
    const correct = (n: number) => screen.getByRole('checkbox', { name: `Answer ${n} of question 1 is correct` });
    await user.type(screen.getByRole('textbox', { name: 'Question 1' }), 'How often?');
    await user.click(screen.getByRole('button', { name: 'Add answer' }));
    await user.type(screen.getByRole('textbox', { name: 'Answer 3 of question 1' }), 'Weekly');
    await user.click(correct(3));
    expect([correct(1), correct(2), correct(3)].map((box) => (box as HTMLInputElement).checked)).toEqual([
      false,
      false,
      true,
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Several answers' }));
    await user.click(correct(1));
    expect([correct(1), correct(3)].map((box) => (box as HTMLInputElement).checked)).toEqual([true, true]);
    await user.click(screen.getByRole('button', { name: 'Remove answer 2 of question 1' }));
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({
      id: null,
      body: {
        questions: [
          {
            text: 'How often?',
            multiple: true,
            answers: [
              { text: '', is_correct: true },
              { text: 'Weekly', is_correct: true },
            ],
          },
        ],
      },
    });
  });
});

describe('dependent rules', { timeout: 20_000 }, () => {
  it('shows and requires a field once a box is ticked, drops its error when unticked, and lets a choice set another field', async () => {
    const spec: FormSpec<Shop> = {
      fields: {
        open: { type: 'checkbox' },
        until: { type: 'date', required: true, when: ({ values }) => values.open === true },
        plan: {
          type: 'select',
          options: ['basic', 'pro'],
          clearable: false,
          also: (plan: string) => ({ note: `On the ${plan} plan` }),
        },
        note: {},
      },
    };
    const { onSave, user } = renderForm(spec);
    expect(screen.queryByLabelText(/^Until/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Open on weekends' }));
    await user.click(save());
    expect(screen.getByText('Until is required.')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Open on weekends' }));
    await waitFor(() => expect(save()).toBeEnabled());
    expect(screen.queryByText('Until is required.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Plan' }));
    await user.click(await screen.findByRole('option', { name: 'Pro' }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('On the pro plan');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({ id: null, body: { open: false, plan: 'pro', note: 'On the pro plan' } });
  });
});

function Swatches({ value, onChange, error, label }: WidgetProps) {
  return (
    <div>
      <Text>{`${label}: ${String(value ?? 'none')}`}</Text>
      <Button onClick={() => onChange('teal')}>Teal</Button>
      {error && <Text role="alert">{error}</Text>}
    </div>
  );
}

describe('a custom widget', () => {
  it('gets the value, its change, its error and its label', async () => {
    const spec: FormSpec<Shop> = { fields: { color: { type: 'custom', widget: Swatches, required: true } } };
    const { onSave, user } = renderForm(spec);
    expect(screen.getByText('Color: none')).toBeInTheDocument();
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('Color is required.');
    await user.click(screen.getByRole('button', { name: 'Teal' }));
    expect(screen.getByText('Color: teal')).toBeInTheDocument();
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({ id: null, body: { color: 'teal' } });
  });
});

describe('a form on a page of its own', () => {
  it('draws its sections and notes, names its save button and has no Cancel', async () => {
    const spec: FormSpec<Shop> = {
      sections: { profile: { legend: 'profile', look: 'card' } },
      saveLabel: (t, { item }) => t('apply', { name: item?.name }),
      fields: {
        hint: { type: 'note', section: 'profile', text: (t) => t('hint') },
        name: { section: 'profile', required: true },
      },
    };
    const { onSave, user } = renderForm(spec, { item: shop, cancel: false });
    const card = screen.getByRole('heading', { name: 'Profile' }).parentElement!;
    expect(within(card).getByText('Shown on the shop page.')).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: 'Name' })).toHaveValue('Hoops');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Co');
    await user.click(screen.getByRole('button', { name: 'Apply to Hoops' }));
    expect(onSave).toHaveBeenCalledWith({ id: 4, body: { name: 'Hoops Co' } });
  });
});
